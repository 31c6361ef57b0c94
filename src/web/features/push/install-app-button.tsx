import { Download } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useInstallPrompt } from './use-install-prompt';

export const INSTALL_APP_LABEL = 'Install the app';

/**
 * 'Install the app' where the browser offers it (Chromium on Android and desktop); nothing
 * elsewhere: an iPhone shows its Add to Home Screen steps instead.
 */
export function InstallAppButton({
  className,
  size = 'lg',
}: {
  className?: string;
  size?: ButtonProps['size'];
}) {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button
      variant="outline"
      size={size}
      className={cn('w-full', className)}
      onClick={() => void install()}
    >
      <Download aria-hidden />
      {INSTALL_APP_LABEL}
    </Button>
  );
}
