import { Injectable } from '@nestjs/common';

/** Whether this instance has begun to stop: readiness answers 503 from that moment on. */
@Injectable()
export class ShutdownState {
  private stopping = false;

  begin(): void {
    this.stopping = true;
  }

  get isStopping(): boolean {
    return this.stopping;
  }
}
