/** What only a signed-in user (or one signing in) calls: loaded on first use, not with every visitor's page. */
export { createArticle } from './create-article';
export { deleteArticle } from './delete-article';
export { signIn } from './sign-in';
export { signOut } from './sign-out';
export { updateArticle } from './update-article';
