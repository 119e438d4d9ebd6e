import { Global, Module } from '@nestjs/common';
import { Challenges } from './challenges.js';
import { ContactHolds } from './contact-holds.js';
import { HoardingAlarms } from './hoarding-alarm.js';

/** What holdLimitGuard needs, for the modules that open holds, and the alarms for the dashboard. */
@Global()
@Module({
  providers: [Challenges, ContactHolds, HoardingAlarms],
  exports: [Challenges, ContactHolds, HoardingAlarms],
})
export class HoldLimitsModule {}
