import { addDoc, collection, serverTimestamp, Timestamp } from 'firebase/firestore/lite';
import type { FirebaseConfig } from '@gagyeong/contracts';
import {
  PREVIEW_GRANTS_COLLECTION,
  PREVIEW_LINK_TTL_MS,
  PREVIEW_START_PATH,
  type StartPreviewRequest,
} from '@gagyeong/contracts/delivery';
import { INBOX_FIREBASE_ERRORS } from '../../../../content/admin-text';
import { DELIVERY_TEXT } from '../../../../content/delivery-text';
import { leadsFirestore } from '../../../../firebase/firebase-app';
import { leadsAuth } from '../../../../firebase/firebase-auth';
import { InboxError } from '../inbox-api';
import { toInboxError } from './firestore-inbox';

/**
 * Firebase mode: a preview grant created as the signed-in administrator (firestore.rules accept it
 * from an administrator or the remote's deployer), and the host's link that opens it in this
 * browser. A version is previewed at its URL: the page offers deployed ones, whose URL it knows.
 */
export async function createPreviewGrant(firebase: FirebaseConfig, request: StartPreviewRequest): Promise<string> {
  if (request.url === undefined) throw new InboxError(DELIVERY_TEXT.preview.urlNeeded, 400);
  const uid = leadsAuth(firebase).currentUser?.uid;
  if (!uid) throw new InboxError(INBOX_FIREBASE_ERRORS.forbidden, 401);
  try {
    const grant = await addDoc(collection(leadsFirestore(firebase), PREVIEW_GRANTS_COLLECTION), {
      remote: request.remote,
      url: request.url,
      version: request.version ?? null,
      uid,
      at: serverTimestamp(),
      // A minute short of the rules' bound: Firestore's clock decides, this one may run ahead.
      expireAt: Timestamp.fromMillis(Date.now() + PREVIEW_LINK_TTL_MS - 60_000),
    });
    return `${PREVIEW_START_PATH}?grant=${grant.id}`;
  } catch (error) {
    throw toInboxError(error, true);
  }
}
