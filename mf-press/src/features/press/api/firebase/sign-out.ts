import { signOut as firebaseSignOut, type Auth } from 'firebase/auth';

export async function signOut(auth: Auth): Promise<void> {
  await firebaseSignOut(auth);
}
