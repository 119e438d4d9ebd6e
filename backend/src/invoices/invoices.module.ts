import { Module } from '@nestjs/common';
import { InvoiceFiles } from './invoice-files.service.js';
import { AdminInvoicesController, InvoicesController } from './invoices.controller.js';
import { Invoices } from './invoices.service.js';

/** GST tax invoices and credit notes (README.md here). */
@Module({
  controllers: [InvoicesController, AdminInvoicesController],
  providers: [Invoices, InvoiceFiles],
  exports: [Invoices, InvoiceFiles],
})
export class InvoicesModule {}
