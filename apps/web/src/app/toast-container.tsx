// react-toastify 11 injects its own styles when it loads; importing ReactToastify.css as well would ship them twice.
import { Slide, ToastContainer } from 'react-toastify';

export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} pauseOnHover pauseOnFocusLoss draggable transition={Slide} />;
}
