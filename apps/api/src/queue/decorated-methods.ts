import type { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';

/** Every provider method carrying metadata `key` (a job handler, an event sink): its value, where, and a bound call. */
export function decoratedMethods(discovery: DiscoveryService, scanner: MetadataScanner, reflector: Reflector, key: string) {
  const found: { value: string; where: string; call: (payload: unknown, context?: unknown) => Promise<unknown> }[] = [];
  for (const wrapper of discovery.getProviders()) {
    const instance = wrapper.instance as Record<string, unknown> | undefined;
    if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
    const proto = Object.getPrototypeOf(instance);
    for (const method of scanner.getAllMethodNames(proto)) {
      const value = reflector.get<string>(key, proto[method]);
      if (value)
        found.push({
          value,
          where: `${proto.constructor.name}.${method}`,
          call: async (payload, context) => (instance[method] as (p: unknown, c?: unknown) => unknown).call(instance, payload, context),
        });
    }
  }
  return found;
}
