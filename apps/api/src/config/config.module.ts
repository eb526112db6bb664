import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ConfigService } from './config.service';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: ConfigService): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: ConfigService, useValue: config }],
      exports: [ConfigService],
    };
  }
}
