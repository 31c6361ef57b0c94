import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useLogout } from './use-logout';

/** The back-office pages' Logout (accounts spec 2.9 and 2.10), disabled while it signs out. */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="ghost" disabled={logout.isPending} onClick={() => logout.mutate()}>
      <LogOut aria-hidden /> {logout.isPending ? 'Logging out...' : 'Logout'}
    </Button>
  );
}
