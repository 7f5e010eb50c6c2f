export * from './lead-message';
export * from './delivery-policy';
export * from './channel-config';
export { createChannelSenders, type ChannelSenders } from './channel-senders';
export { DeliveryError } from './send-webhook';
