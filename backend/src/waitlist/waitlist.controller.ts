import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { JoinedWaitlist, Language, WaitlistEntryView, WaitlistOfferView } from '@robo/domain';
import { SiteLanguage } from '../common/site-language.js';
import { HoldLimits } from '../hold-limits/hold-limit.guard.js';
import type { CreatedRegistration } from '../registrations/registrations.service.js';
import { ClaimOfferDto, JoinWaitlistDto } from './dto/waitlist.dto.js';
import { WaitlistOffers } from './waitlist-offers.js';
import { WaitlistRejoins } from './waitlist-rejoins.js';
import { WaitlistService } from './waitlist.service.js';

@Controller('api/waitlist')
export class WaitlistController {
  constructor(
    private readonly waitlist: WaitlistService,
    private readonly offers: WaitlistOffers,
  ) {}

  @Post()
  @HoldLimits('booking', WaitlistRejoins)
  join(@Body() body: JoinWaitlistDto, @SiteLanguage() language: Language): Promise<JoinedWaitlist> {
    return this.waitlist.join(body, language);
  }

  @Get('entry/:token')
  entry(@Param('token') token: string): Promise<WaitlistEntryView> {
    return this.waitlist.entry(token);
  }

  @Post('entry/:token/leave')
  @HttpCode(200)
  leave(@Param('token') token: string): Promise<WaitlistEntryView> {
    return this.waitlist.leave(token);
  }

  @Get('offer/:token')
  offer(@Param('token') token: string): Promise<WaitlistOfferView> {
    return this.offers.view(token);
  }

  @Post('offer/:token/book')
  book(
    @Param('token') token: string,
    @Body() body: ClaimOfferDto,
    @SiteLanguage() language: Language,
  ): Promise<CreatedRegistration> {
    return this.offers.claim(token, body, language);
  }

  @Post('offer/:token/decline')
  @HttpCode(200)
  async decline(@Param('token') token: string): Promise<{ declined: true }> {
    await this.offers.decline(token);
    return { declined: true };
  }
}
