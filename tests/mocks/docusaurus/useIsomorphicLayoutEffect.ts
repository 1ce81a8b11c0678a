import {useLayoutEffect} from 'react';

/** In jsdom, always the browser's layout effect. */
export default useLayoutEffect;
