import { NULL, seedDocument, text, time } from '@test/firebase-emulators';
import { emulatorProject } from '@test/emulator-project';
import { createFirestoreInbox } from './firestore-inbox';
import { readFirestoreDeployStatus } from './firestore-deploy-status';
import { createPreviewGrant } from './firestore-preview-grant';

// /admin/remotes in firebase mode reads the live map and the deployment log from Firestore with the
// administrator's own claims (docs/decisions/0061-one-live-map-for-the-fleet.md), under the rules.
const PROJECT = 'demo-deploy-status';
const RELEASE = 'https://press.team.example/1.0.1-5f6a7b8c9d/mf-manifest.json';

const { config, admin, member } = emulatorProject(PROJECT, 'status', {
  seed: () =>
    Promise.all([
      // What a deploy by the mf_press team leaves, written past the rules for the test.
      seedDocument(PROJECT, 'liveRemotes/mf_press', {
        url: text(RELEASE),
        version: text('1.0.1-5f6a7b8c9d'),
        at: time('2026-11-25T01:00:00.000Z'),
        logId: text('log-2'),
        previous: {
          mapValue: {
            fields: {
              url: text('/remotes/mf-press/mf-manifest.json'),
              version: NULL,
              at: time('2026-11-25T00:00:00.000Z'),
              logId: text('log-1'),
            },
          },
        },
      }),
      seedDocument(PROJECT, 'deployLog/log-1', {
        at: time('2026-11-25T00:00:00.000Z'),
        by: text('first@team.example'),
        action: text('grant'),
        remote: text('mf_press'),
        version: NULL,
        url: NULL,
        from: NULL,
        subject: text('press@team.example'),
      }),
      seedDocument(PROJECT, 'deployLog/log-2', {
        at: time('2026-11-25T01:00:00.000Z'),
        by: text('press@team.example'),
        uid: text('press-uid'),
        action: text('deploy'),
        remote: text('mf_press'),
        version: text('1.0.1-5f6a7b8c9d'),
        url: text(RELEASE),
        from: NULL,
      }),
    ]),
});

describe('the deployment status on Firestore', () => {
  const inbox = createFirestoreInbox(config);
  afterEach(() => inbox.signOut());

  it('gives the administrator the map, who made each deployment, and the log newest first', async () => {
    await admin.signIn(inbox);
    const status = await readFirestoreDeployStatus(config);
    expect(status.remotes).toEqual([
      { remote: 'mf_marketing' },
      {
        remote: 'mf_press',
        live: {
          url: RELEASE,
          version: '1.0.1-5f6a7b8c9d',
          at: '2026-11-25T01:00:00.000Z',
          by: 'press@team.example',
          logId: 'log-2',
          previous: {
            url: '/remotes/mf-press/mf-manifest.json',
            version: null,
            at: '2026-11-25T00:00:00.000Z',
            by: 'first@team.example',
            logId: 'log-1',
          },
        },
      },
      { remote: 'mf_leads' },
    ]);
    expect(status.log.map((entry) => [entry.id, entry.action, entry.by])).toEqual([
      ['log-2', 'deploy', 'press@team.example'],
      ['log-1', 'grant', 'first@team.example'],
    ]);
    expect(status.logUnreadable).toBe(0);
  });

  it('refuses an account without the admin claim, in Korean', async () => {
    await inbox.signIn(member.email, member.password).catch(() => undefined);
    await expect(readFirestoreDeployStatus(config)).rejects.toMatchObject({
      status: 403,
      message: '관리자만 볼 수 있습니다.',
    });
    await expect(createPreviewGrant(config, { remote: 'mf_press', url: RELEASE })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('lets the administrator grant this browser a preview: the host’s link to open', async () => {
    await admin.signIn(inbox);
    const link = await createPreviewGrant(config, { remote: 'mf_press', url: RELEASE, version: '1.0.1-5f6a7b8c9d' });
    expect(link).toMatch(/^\/api\/preview\/start\?grant=[A-Za-z0-9]{20}$/);
    await expect(createPreviewGrant(config, { remote: 'mf_press', version: '1.0.1-5f6a7b8c9d' })).rejects.toMatchObject(
      {
        status: 400,
      },
    );
  });
});
