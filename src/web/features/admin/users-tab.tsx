import { Pencil, UserX, UserCheck } from 'lucide-react';
import { useState } from 'react';
import {
  ASSIGNABLE_ROLES,
  type AdminUserUpdate,
  type AdminUserView,
} from '../../../contract/admin';
import { USER_ROLES } from '../../../contract/enums';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { DialogFooter, ModalDialog } from '../../components/ui/dialog';
import { Label, NativeSelect } from '../../components/ui/input';
import { SearchField } from '../../components/ui/search-field';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useAdminUsers, useUpdateUser } from './api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { formatDate } from '../../lib/format';

export const ROLE_LABEL = { user: 'Customer', vendor: 'Vendor', admin: 'Admin' } as const;
const ROLE_BADGE = { user: 'secondary', vendor: 'accent', admin: 'default' } as const;

type Change = { user: AdminUserView; body: AdminUserUpdate };

/** Says in words what a change does, for the confirmation. */
function describeChange({ user, body }: Change): string {
  const parts: string[] = [];
  if (body.role === 'vendor' && user.role !== 'vendor')
    parts.push(`make ${user.username} a vendor, with an application for you to approve`);
  else if (body.role !== undefined && body.role !== user.role)
    parts.push(`make ${user.username} a ${ROLE_LABEL[body.role].toLowerCase()}`);
  if (body.isActive === false)
    parts.push(`deactivate ${user.username}: they are signed out at once and cannot sign in`);
  if (body.isActive === true) parts.push(`reactivate ${user.username}`);
  return `This will ${parts.join(' and ')}.`;
}

export function matchesSearch(user: AdminUserView, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [user.username, user.email, user.firstName, user.lastName].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

function EditUserDialog({
  user,
  onReview,
  onClose,
}: {
  user: AdminUserView;
  onReview: (change: Change) => void;
  onClose: () => void;
}) {
  const [role, setRole] = useState(user.role);
  const [isActive, setActive] = useState(user.isActive);
  const body: AdminUserUpdate = {
    ...(role !== user.role && role !== 'admin' ? { role } : {}),
    ...(isActive !== user.isActive ? { isActive } : {}),
  };
  const hasChanges = Object.keys(body).length > 0;
  return (
    <ModalDialog
      title={`Edit ${user.username}`}
      description={
        <>
          {user.firstName} {user.lastName} · {user.email}
        </>
      }
      onClose={onClose}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (hasChanges) onReview({ user, body });
        }}
      >
        {user.role === 'admin' ? (
          <p className="text-sm">
            <span className="font-medium">Role:</span> Admin (admin accounts are managed by the
            operator)
          </p>
        ) : (
          <div className="grid gap-1.5">
            <Label htmlFor="edit-user-role">Role</Label>
            <NativeSelect
              id="edit-user-role"
              value={role}
              onChange={(event) => setRole(event.target.value as AdminUserView['role'])}
            >
              {ASSIGNABLE_ROLES.map((option) => (
                <option key={option} value={option}>
                  {ROLE_LABEL[option]}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor="edit-user-active">Active account</Label>
          <Switch id="edit-user-active" checked={isActive} onCheckedChange={setActive} />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!hasChanges}>
            Review changes
          </Button>
        </DialogFooter>
      </form>
    </ModalDialog>
  );
}

function UserRow({
  user,
  isBusy,
  onEdit,
  onChange,
}: {
  user: AdminUserView;
  isBusy: boolean;
  onEdit: () => void;
  onChange: (change: Change) => void;
}) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-3">
      <div className="grid min-w-0 gap-1">
        <span className="font-semibold">
          {user.username}
          {name ? <span className="font-normal text-muted-foreground"> · {name}</span> : null}
        </span>
        <span className="break-all text-sm text-muted-foreground">{user.email}</span>
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge variant={ROLE_BADGE[user.role]}>{ROLE_LABEL[user.role]}</Badge>
          <Badge variant={user.isActive ? 'success' : 'outline'}>
            {user.isActive ? 'Active' : 'Inactive'}
          </Badge>
          <span className="text-xs text-muted-foreground">Joined {formatDate(user.createdAt)}</span>
        </span>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={isBusy}
          aria-label={`Edit ${user.username}`}
          onClick={onEdit}
        >
          <Pencil aria-hidden /> Edit
        </Button>
        {user.role === 'admin' ? null : user.isActive ? (
          <Button
            size="sm"
            variant="destructive"
            disabled={isBusy}
            aria-label={`Deactivate ${user.username}`}
            onClick={() => onChange({ user, body: { isActive: false } })}
          >
            <UserX aria-hidden /> Deactivate
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={isBusy}
            aria-label={`Reactivate ${user.username}`}
            onClick={() => onChange({ user, body: { isActive: true } })}
          >
            <UserCheck aria-hidden /> Reactivate
          </Button>
        )}
      </div>
    </li>
  );
}

/** accounts spec 2.10, Users: search, role filter, edit and deactivate, each confirmed. */
export function UsersTab() {
  const users = useAdminUsers();
  const update = useUpdateUser();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<'all' | AdminUserView['role']>('all');
  const [editing, setEditing] = useState<AdminUserView>();
  const [change, setChange] = useState<Change>();
  const all = users.data ?? [];
  const shown = all.filter(
    (user) => (role === 'all' || user.role === role) && matchesSearch(user, search),
  );
  const apply = () => {
    if (!change) return;
    update.mutate(
      { id: change.user.id, body: change.body },
      {
        onSuccess: () => {
          toast({
            title: 'User Updated',
            description: `${change.user.username} saved.`,
            variant: 'success',
          });
          setChange(undefined);
        },
        onError: (error) => {
          toast({
            title: 'Update Failed',
            description: errorMessage(error, 'Failed to update user. Please try again.'),
            variant: 'destructive',
          });
          setChange(undefined);
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Users</CardTitle>
        <CardDescription>Every account on the platform.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid gap-2 sm:grid-cols-[1fr_12rem]">
          <SearchField
            id="admin-user-search"
            label="Search users"
            placeholder="Name, username or email"
            value={search}
            onChange={setSearch}
          />
          <div>
            <Label htmlFor="admin-user-role" className="sr-only">
              Filter by role
            </Label>
            <NativeSelect
              id="admin-user-role"
              className="h-12"
              value={role}
              onChange={(event) => setRole(event.target.value as typeof role)}
            >
              <option value="all">All roles</option>
              {USER_ROLES.map((option) => (
                <option key={option} value={option}>
                  {ROLE_LABEL[option]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <QueryState
          query={users}
          what="the users"
          isEmpty={all.length === 0}
          empty={{ title: 'No Users Found', description: 'No users registered on the platform.' }}
        >
          {shown.length === 0 ? (
            <p className="py-4 text-center text-sm text-muted-foreground">
              No users match this search.
            </p>
          ) : (
            <ul className="grid gap-2" aria-label="Users">
              {shown.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isBusy={update.isPending}
                  onEdit={() => setEditing(user)}
                  onChange={setChange}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
      {editing ? (
        <EditUserDialog
          user={editing}
          onClose={() => setEditing(undefined)}
          onReview={(next) => {
            setEditing(undefined);
            setChange(next);
          }}
        />
      ) : null}
      {change ? (
        <ConfirmDialog
          title={`Update ${change.user.username}?`}
          description={describeChange(change)}
          confirmLabel="Confirm"
          pendingLabel="Saving..."
          isDestructive={change.body.isActive === false}
          isPending={update.isPending}
          onConfirm={apply}
          onClose={() => setChange(undefined)}
        />
      ) : null}
    </Card>
  );
}
