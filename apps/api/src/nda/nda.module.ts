import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SigningModule } from '../signing/signing.module';
import { NdaPdfService } from './nda-pdf.service';
import { NdaController } from './nda.controller';
import { Nda } from './nda.entity';
import { NdaService } from './nda.service';

@Module({
  imports: [TypeOrmModule.forFeature([Nda]), SigningModule],
  controllers: [NdaController],
  providers: [NdaService, NdaPdfService],
  exports: [NdaService, NdaPdfService],
})
export class NdaModule {}
