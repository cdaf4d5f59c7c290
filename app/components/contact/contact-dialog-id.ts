/** The id of the one contact dialog of a page (ContactDialog), which every ContactButton opens. */
export const contactDialogId = "contact-dialog";

/** The id of its title, which names it. */
export const contactTitleId = `${contactDialogId}-title`;
