import { parseArgs } from 'node:util';
import { FirestoreRequestError, type FirestoreTarget } from '../features/firestore-leads/firestore-rest';
import { purgeFirestoreAccessRecords } from '../features/firestore-leads/purge-firestore-access-records';
import { purgeFirestoreLeads } from '../features/firestore-leads/purge-firestore-leads';

const USAGE = `사용법: npm run leads:purge-firestore -- --project <프로젝트 ID>
  firebase 모드의 관심고객(Firestore 컬렉션 leads) 중 보관 기간(상담 종료 또는 접수 후 1년)이 지난 것을
  삭제하고, 삭제 기록(leadDeletions)을 남깁니다. 이어서 2년이 지난 접속기록(accessRecords)을 삭제하고
  그 실행 기록(작업 purge)을 접속기록에 남깁니다. 하루 한 번 스케줄러로 실행합니다(docs/firebase.md).
  인증: Google 애플리케이션 기본 인증 정보(gcloud auth application-default login, 서비스 계정,
  Cloud Run 작업의 서비스 계정). FIRESTORE_EMULATOR_HOST가 있으면 에뮬레이터에 실행합니다.`;

const DATASTORE_SCOPE = 'https://www.googleapis.com/auth/datastore';

async function target(projectId: string): Promise<FirestoreTarget> {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  if (emulator) {
    // The emulator's owner token passes the rules, as the Admin API does in production.
    return { baseUrl: `http://${emulator}/v1`, projectId, accessToken: async () => 'owner' };
  }
  const { GoogleAuth } = await import('google-auth-library');
  const auth = new GoogleAuth({ scopes: [DATASTORE_SCOPE] });
  return {
    baseUrl: 'https://firestore.googleapis.com/v1',
    projectId,
    accessToken: async () => {
      const token = await auth.getAccessToken();
      if (!token) throw new Error('Google 인증 토큰을 얻지 못했습니다. 인증 정보를 확인해 주세요.');
      return token;
    },
  };
}

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { project: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const projectId = values.project ?? process.env.FIREBASE_PROJECT_ID ?? '';
  if (!/^[a-z0-9-]{4,40}$/.test(projectId)) {
    console.error(`프로젝트 ID(--project 또는 FIREBASE_PROJECT_ID)를 지정해 주세요.\n\n${USAGE}`);
    process.exit(2);
  }
  const firestore = await target(projectId);
  const now = Date.now();
  const result = await purgeFirestoreLeads(firestore, now);
  console.info(`보관 기간이 지난 관심고객 ${result.deleted}건을 삭제했습니다 (규칙 ${result.rule}).`);
  const records = await purgeFirestoreAccessRecords(firestore, now);
  console.info(`보관 기간(2년)이 지난 접속기록 ${records.deleted}건을 삭제했습니다 (규칙 ${records.rule}).`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof FirestoreRequestError ? `삭제 실패: ${error.message}` : error);
  process.exit(1);
});
