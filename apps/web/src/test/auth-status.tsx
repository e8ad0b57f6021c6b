import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AuthProvider, useAuth } from '@/lib/auth';

/** The signed-in user the session endpoint answers with in the auth tests. */
export const SESSION_USER = {
  id: 'u1',
  email: 'ava@demo.test',
  fullName: 'Ava Patel',
  role: 'founder',
  isAdmin: false,
  avatarUrl: null,
};

function Status() {
  const { status } = useAuth();
  return <p>{status}</p>;
}

/** Renders the auth provider alone, showing its status as text. */
export function renderAuthStatus(initialUser?: typeof SESSION_USER) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider initialUser={initialUser}>
        <Status />
      </AuthProvider>
    </QueryClientProvider>,
  );
}
