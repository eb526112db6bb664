import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EsignModule } from '../esign/esign.module';
import { PdfModule } from '../pdf/pdf.module';
import { NdaPdfService } from './nda-pdf.service';
import { NdaController } from './nda.controller';
import { Nda } from './nda.entity';
import { NdaService } from './nda.service';

@Module({
  imports: [TypeOrmModule.forFeature([Nda]), EsignModule, PdfModule],
  controllers: [NdaController],
  providers: [NdaService, NdaPdfService],
  exports: [NdaService, NdaPdfService],
})
export class NdaModule {}
