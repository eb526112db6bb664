import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MESSAGES } from '@consult/domain';
import { Public } from '../common/decorators/access.decorators';
import { DomainError } from '../common/errors/domain-error';

@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** For load balancers and the ops checklist: 200 when the database answers, else 503. */
  @Public()
  @Get()
  async check(): Promise<{ status: 'ok'; database: 'ok' }> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new DomainError('UNAVAILABLE', MESSAGES.serviceUnavailable);
    }
    return { status: 'ok', database: 'ok' };
  }
}
