/** Plugin data comes from `globalThis.__pluginData[pluginName]` in tests. */
export function usePluginData(name: string): unknown {
  return (globalThis as {__pluginData?: Record<string, unknown>}).__pluginData?.[name];
}

export default function useGlobalData(): unknown {
  return {};
}
