import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EsignConsent } from './esign-consent.entity';
import { EsignController } from './esign.controller';
import { EsignService } from './esign.service';

@Module({
  imports: [TypeOrmModule.forFeature([EsignConsent])],
  controllers: [EsignController],
  providers: [EsignService],
  exports: [EsignService],
})
export class EsignModule {}
