import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { usePortalText } from '../locale';
import { Loading } from './Status';

type FrameText = ReturnType<typeof usePortalText>['frame'];

/**
 * Screens of a module loaded on demand (`load`, a dynamic import: the module's own chunk), each
 * behind a Suspense that says `loading` in the reader's language.
 */
export function lazyScreens<M>(load: () => Promise<M>, loading: (t: FrameText) => string) {
  return function lazyScreen<P extends object>(pick: (m: M) => ComponentType<P>) {
    const Screen = lazy(() => load().then((m) => ({ default: pick(m) })));
    return function LazyScreen(props: P) {
      const t = usePortalText().frame;
      return (
        <Suspense fallback={<Loading>{loading(t)}</Loading>}>
          <Screen {...(props as ComponentProps<typeof Screen>)} />
        </Suspense>
      );
    };
  };
}
