import { Module } from '@nestjs/common';
import { InvoiceFiles } from './invoice-files.js';
import { AdminInvoicesController, InvoicesController } from './invoices.controller.js';
import { Invoices } from './invoices.js';

/** GST tax invoices and credit notes (README.md here). */
@Module({
  controllers: [InvoicesController, AdminInvoicesController],
  providers: [Invoices, InvoiceFiles],
  exports: [Invoices, InvoiceFiles],
})
export class InvoicesModule {}
