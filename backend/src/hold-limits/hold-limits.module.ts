import { Global, Module } from '@nestjs/common';
import { Challenges } from './challenges.js';
import { ClientHolds } from './client-holds.js';
import { ContactHolds } from './contact-holds.js';
import { HoardingAlarms } from './hoarding-alarms.js';

/** What holdLimitGuard needs, for the modules that open holds, and the alarms for the dashboard. */
@Global()
@Module({
  providers: [Challenges, ClientHolds, ContactHolds, HoardingAlarms],
  exports: [Challenges, ClientHolds, ContactHolds, HoardingAlarms],
})
export class HoldLimitsModule {}
