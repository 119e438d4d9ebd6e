import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { WhatsappConfirmationResponse } from '@robo/domain';
import { WhatsappConfirmationDto } from './dto/whatsapp-confirmation.dto.js';
import { OrderConfirmationsService } from './order-confirmations.service.js';
import { WhatsappRateLimitGuard } from './whatsapp-rate-limit.guard.js';

@Controller('api/whatsapp')
export class WhatsappController {
  constructor(private readonly confirmations: OrderConfirmationsService) {}

  @Post('send-confirmation')
  @HttpCode(200)
  @UseGuards(WhatsappRateLimitGuard)
  sendConfirmation(@Body() body: WhatsappConfirmationDto): Promise<WhatsappConfirmationResponse> {
    return this.confirmations.send(body.orderId);
  }
}
