import { ToastContainer } from 'react-toastify/unstyled';
import { ui } from '../../config/env.ts';

/** The toast container (docs/product/rules.md#constants: auto-close 5000 ms), in its own chunk: toasts follow actions. */
export function Toasts() {
  return <ToastContainer autoClose={ui.toastAutoCloseMs} />;
}
