import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from '@/lib/ThemeProvider';
import type { Theme } from '@/lib/theme';
import { Button } from '@/components/ui/Button';
import { headerText } from '@/content/navigation';
import { useCatalogue } from '@/lib/i18n';

const next: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };

/** Cycles light -> dark -> system. The label names the current setting and the next one. */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const text = useCatalogue(headerText).theme;
  const Icon = theme === 'light' ? Sun : theme === 'dark' ? Moon : Monitor;
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(next[theme])}
      aria-label={text.label(text[theme], text[next[theme]].toLowerCase())}
      title={text.title(text[theme])}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
