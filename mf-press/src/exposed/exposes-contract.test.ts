/** @jest-environment node */
import path from 'node:path';
import { describeExposesContract } from '@test/webpack-exposes';

describeExposesContract('mf_press', path.join(__dirname, '..', '..'));
