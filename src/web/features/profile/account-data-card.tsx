// Profile's "Your data": download everything Crease keeps about you, or delete it all.
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClass, Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EXPORT_ACCOUNT_PATH } from './api/delete-account';
import { DeleteAccountDialog } from './delete-account-dialog';

export function AccountDataCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <p className="text-sm text-stone-600">
          Download a copy of everything Crease keeps about you, or delete your account and all of it.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        {/* A plain link: the server answers with a file (Content-Disposition: attachment). */}
        <a href={EXPORT_ACCOUNT_PATH} download className={buttonClass('outline', 'lg', 'w-full sm:w-auto')}>
          <Download className="h-5 w-5" aria-hidden />
          Download my data
        </a>
        {/* Outline in red: `!` wins over the outline variant's stone colours (cn does not merge). */}
        <Button
          variant="outline"
          size="lg"
          className="w-full border-red-300! text-red-700! hover:bg-red-50! sm:w-auto"
          onClick={() => setDeleting(true)}
        >
          <Trash2 className="h-5 w-5" aria-hidden />
          Delete my account
        </Button>
      </CardContent>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
