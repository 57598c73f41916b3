import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from '@/lib/ThemeProvider';
import type { Theme } from '@/lib/theme';
import { Button } from '@/components/ui/Button';

const next: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const labels: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** Cycles light -> dark -> system. The label names the current setting and the next one. */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const Icon = theme === 'light' ? Sun : theme === 'dark' ? Moon : Monitor;
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(next[theme])}
      aria-label={`Theme: ${labels[theme]}. Switch to ${labels[next[theme]].toLowerCase()} theme`}
      title={`Theme: ${labels[theme]}`}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
