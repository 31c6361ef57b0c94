import { Route } from 'wouter';
import type { PublicUser } from '../../../contract/auth';
import { Page } from './page';
import { EditProfilePage, GuidePage, ProfilePage } from './screens';

/** Profile, its editor and the guide: every signed-in role has them. */
export function SharedAccountRoutes({ user }: { user: PublicUser }) {
  return [
    <Route key="profile" path="/profile">
      <Page user={user} title="Profile">
        <ProfilePage />
      </Page>
    </Route>,
    <Route key="profile-edit" path="/profile/edit">
      <Page user={user} title="Edit Profile">
        <EditProfilePage />
      </Page>
    </Route>,
    <Route key="guide" path="/guide">
      <Page user={user} title="User Guide">
        <GuidePage />
      </Page>
    </Route>,
  ];
}
