import type { Config } from 'tailwindcss';

// Tailwind 4 reads this through `@config` in src/index.css.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef7f4',
          100: '#d5ece4',
          500: '#1f7a5c',
          600: '#17644b',
          700: '#114d3a',
          900: '#0a2e23',
        },
        accent: { 500: '#e0892b', 600: '#c2701a' },
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
      },
    },
  },
} satisfies Config;
