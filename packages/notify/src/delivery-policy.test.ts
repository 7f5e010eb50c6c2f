import { afterFailure, DEFAULT_DELIVERY_POLICY, type DeliveryPolicy } from './delivery-policy';
import { channelConfigFromEnv, configuredChannels, describeChannel, NotifyConfigError } from './channel-config';

const POLICY: DeliveryPolicy = { firstRetryMs: 1000, maxRetryMs: 8000, giveUpAfterMs: 20_000, leaseMs: 5000 };

describe('retries', () => {
  it('doubles the wait from the first retry up to the cap', () => {
    const waits = [1, 2, 3, 4, 5].map((attempts) => {
      const outcome = afterFailure(POLICY, { attempts, windowStartedAt: 0, now: 0 });
      return outcome.state === 'retrying' ? outcome.nextAttemptAt : -1;
    });
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('fails for good once the next attempt would fall past the bound', () => {
    expect(afterFailure(POLICY, { attempts: 4, windowStartedAt: 0, now: 12_000 })).toEqual({
      state: 'retrying',
      nextAttemptAt: 20_000,
    });
    expect(afterFailure(POLICY, { attempts: 5, windowStartedAt: 0, now: 12_001 })).toEqual({ state: 'failed' });
  });

  it('gives a day by default', () => {
    expect(DEFAULT_DELIVERY_POLICY.giveUpAfterMs).toBe(86_400_000);
  });
});

describe('channel configuration from the environment', () => {
  const SITE = 'https://gagyeong.example';

  it('configures nothing without variables', () => {
    expect(configuredChannels(channelConfigFromEnv({}, SITE))).toEqual([]);
  });

  it('reads SMTP, recipients and the webhook, and describes them without secrets', () => {
    const config = channelConfigFromEnv(
      {
        SMTP_URL: 'smtps://sales%40gagyeong.example:s3cret@smtp.example:465',
        NOTIFY_EMAIL_TO: 'a@gagyeong.example, b@gagyeong.example',
        NOTIFY_WEBHOOK_URL: 'https://hooks.slack.com/services/T000/B000/XXXX',
        NOTIFY_WEBHOOK_DETAIL: 'minimal',
      },
      SITE,
    );
    expect(configuredChannels(config)).toEqual(['email', 'webhook']);
    expect(config.email).toMatchObject({
      to: ['a@gagyeong.example', 'b@gagyeong.example'],
      from: 'sales@gagyeong.example',
    });
    expect(config.webhook).toMatchObject({ format: 'chat', detail: 'minimal' });
    expect(describeChannel(config, 'email')).toBe('a@gagyeong.example, b@gagyeong.example (smtps://smtp.example:465)');
    expect(describeChannel(config, 'webhook')).toBe('https://hooks.slack.com/… (chat, minimal)');
  });

  it('refuses half a configuration, plain http off this machine, and unknown formats', () => {
    expect(() => channelConfigFromEnv({ SMTP_URL: 'smtp://h' }, SITE)).toThrow(NotifyConfigError);
    expect(() => channelConfigFromEnv({ SMTP_URL: 'http://h', NOTIFY_EMAIL_TO: 'a@b.c' }, SITE)).toThrow(/smtp/);
    expect(() => channelConfigFromEnv({ SMTP_URL: 'smtp://h', NOTIFY_EMAIL_TO: 'nope' }, SITE)).toThrow(/nope/);
    expect(() => channelConfigFromEnv({ NOTIFY_WEBHOOK_URL: 'http://hooks.example/x' }, SITE)).toThrow(/https/);
    expect(channelConfigFromEnv({ NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/x' }, SITE).webhook?.url).toBe(
      'http://127.0.0.1:9/x',
    );
    expect(() =>
      channelConfigFromEnv({ NOTIFY_WEBHOOK_URL: 'https://h/x', NOTIFY_WEBHOOK_FORMAT: 'xml' }, SITE),
    ).toThrow(/FORMAT/);
  });
});
