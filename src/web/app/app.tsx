// The application frame. The web shell issue replaces this with the full route sets of SPEC §2;
// until then it shows the home page and the client-side 404 for every other path.
import { BrowserRouter, Route, Routes } from 'react-router';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
