import { Module } from '@nestjs/common';
import { PdfModule } from '../pdf/pdf.module';
import { HealthController } from './health.controller';
import { ShutdownState } from './shutdown-state';

@Module({
  imports: [PdfModule],
  controllers: [HealthController],
  providers: [ShutdownState],
  exports: [ShutdownState],
})
export class HealthModule {}
