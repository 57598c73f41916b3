import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/Button';
import { useLogout } from './useLogout';

export function LogoutButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outline"
      {...props}
      disabled={pending || props.disabled}
      onClick={() => {
        setPending(true);
        void logout().finally(() => setPending(false));
      }}
    >
      <LogOut aria-hidden="true" />
      Logout
    </Button>
  );
}
