/** The public page of a shared estimate, as the share feature hands it out and the account export lists it. */
export const shareUrl = (publicUrl: string, id: string) => `${publicUrl}/calorie-guess/${id}`;
/** A coach's weekly report page (issue 17), as the coach-reports feature hands it out and the account export lists it. */
export const coachReportUrl = (publicUrl: string, id: string) => `${publicUrl}/coach/${id}`;
