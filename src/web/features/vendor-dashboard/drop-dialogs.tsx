import { OFFERING_TYPES, PARTNERSHIP_TYPES } from '../../../contract/enums';
import { formatMoney } from '../../../contract/money';
import {
  OFFERING_TYPE_LABEL,
  offeringCreateSchema,
  offeringUpdateSchema,
  PARTNERSHIP_TYPE_LABEL,
  partnershipCreateSchema,
  partnershipFormMessages,
  partnershipUpdateSchema,
  type OfferingType,
  type PartnershipType,
  type PartnershipView,
  type SpecialOfferingView,
} from '../../../contract/partnerships';
import {
  ActiveField,
  EventField,
  InputField,
  LoadedSelectField,
  SelectField,
  TextareaField,
} from '../../components/draft-fields';
import { FormDialog, useFormDraft } from '../../components/form-dialog';
import { toIso, toLocalInput } from '../../lib/format';
import {
  useArtistChoices,
  useEventChoices,
  useSaveOffering,
  useSavePartnership,
  useVendorMenu,
} from './api';

// The vendor's forms for an artist partnership and a limited offering. The contract's
// schemas check the form first (each message under its field), then the server's answer does.

const DEADLINE_PAST = 'The pre-order deadline must be in the future';

/** A drop's save says so, or why not (the server's words, else a hint to check the form). */
const dropToasts = (title: string) => ({
  saved: { title },
  failed: { title: 'Save Failed', fallback: 'Please check the form and try again.' },
});

const optional = (text: string) => (text.trim() === '' ? null : text);
const wholeOrNaN = (text: string) => (text.trim() === '' ? NaN : Number(text));

// Partnership ------------------------------------------------------------------------------------

type PartnershipDraft = {
  artistId: number;
  menuItemId: number;
  partnershipType: PartnershipType;
  specialPrice: string;
  artistMessage: string;
  validUntil: string;
  isActive: boolean;
};

function partnershipDraft(partnership: PartnershipView | undefined): PartnershipDraft {
  return {
    artistId: partnership?.artistId ?? 0,
    menuItemId: partnership?.menuItemId ?? 0,
    partnershipType: partnership?.partnershipType ?? 'signature_dish',
    specialPrice: partnership?.specialPrice ?? '',
    artistMessage: partnership?.artistMessage ?? '',
    validUntil: toLocalInput(partnership?.validUntil ?? null),
    isActive: partnership?.isActive ?? true,
  };
}

const partnershipValues = (draft: PartnershipDraft) => ({
  ...draft,
  artistMessage: optional(draft.artistMessage),
  validUntil: toIso(draft.validUntil) || null,
});

const PARTNERSHIP = 'partnership';

/** A new partnership, or one to edit: artist, one of the vendor's items, the price. */
export function PartnershipDialog({
  partnership,
  onClose,
}: {
  partnership?: PartnershipView;
  onClose: () => void;
}) {
  const artists = useArtistChoices();
  const menu = useVendorMenu();
  const save = useSavePartnership();
  const form = useFormDraft({
    start: partnershipDraft(partnership),
    toValues: partnershipValues,
    schema: partnership ? partnershipUpdateSchema : partnershipCreateSchema,
    form: PARTNERSHIP,
    future: { validUntil: partnershipFormMessages.validUntilPast },
    save,
    id: partnership?.id,
    toasts: dropToasts('Partnership Saved'),
    onClose,
  });
  const item = menu.data?.find((candidate) => candidate.id === form.draft.menuItemId);

  const onSubmit = () => {
    const specialCents = Math.round(Number(form.draft.specialPrice) * 100);
    form.submit(
      item && specialCents >= item.priceCents
        ? { specialPrice: partnershipFormMessages.notBelowMenuPrice }
        : {},
    );
  };

  return (
    <FormDialog
      title={partnership ? 'Edit Partnership' : 'New Partnership'}
      description="An artist's special on one of your menu items, below its menu price."
      submitLabel={partnership ? 'Save Changes' : 'Create Partnership'}
      isPending={save.isPending}
      formError={form.errors.form}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <LoadedSelectField
        form={form}
        name="artistId"
        label="Artist"
        choices={artists}
        prompt="Select an artist"
        failed="Artists couldn't load"
        options={(artists.data ?? []).map((artist) => ({ value: artist.id, label: artist.name }))}
      />
      <LoadedSelectField
        form={form}
        name="menuItemId"
        label="Menu item"
        choices={menu}
        prompt="Select a menu item"
        failed="Your menu couldn't load"
        options={(menu.data ?? []).map((option) => ({
          value: option.id,
          label: `${option.name} (${formatMoney(option.priceCents)})`,
        }))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField form={form} name="partnershipType" label="Type">
          {PARTNERSHIP_TYPES.map((type) => (
            <option key={type} value={type}>
              {PARTNERSHIP_TYPE_LABEL[type]}
            </option>
          ))}
        </SelectField>
        <InputField
          form={form}
          name="specialPrice"
          label={
            item ? `Special price ($, menu ${formatMoney(item.priceCents)})` : 'Special price ($)'
          }
          inputMode="decimal"
          placeholder="9.99"
        />
      </div>
      <InputField
        form={form}
        name="validUntil"
        label="Valid until (optional)"
        type="datetime-local"
      />
      <TextareaField
        form={form}
        name="artistMessage"
        label="Artist's message (optional)"
        maxLength={500}
      />
      <ActiveField form={form} label="Active (shown to customers)" />
    </FormDialog>
  );
}

// Offering ---------------------------------------------------------------------------------------

type OfferingDraft = {
  eventId: number;
  title: string;
  description: string;
  price: string;
  offeringType: OfferingType;
  availableQuantity: string;
  preOrderDeadline: string;
  pickupInstructions: string;
  artistMessage: string;
  maxPerCustomer: string;
  isActive: boolean;
};

function offeringDraft(offering: SpecialOfferingView | undefined): OfferingDraft {
  return {
    eventId: offering?.eventId ?? 0,
    title: offering?.title ?? '',
    description: offering?.description ?? '',
    price: offering?.price ?? '',
    offeringType: offering?.offeringType ?? 'pre_order',
    availableQuantity: String(offering?.availableQuantity ?? ''),
    preOrderDeadline: toLocalInput(offering?.preOrderDeadline ?? null),
    pickupInstructions: offering?.pickupInstructions ?? '',
    artistMessage: offering?.artistMessage ?? '',
    maxPerCustomer: String(offering?.maxPerCustomer ?? 2),
    isActive: offering?.isActive ?? true,
  };
}

const offeringValues = (draft: OfferingDraft) => ({
  ...draft,
  availableQuantity: wholeOrNaN(draft.availableQuantity),
  maxPerCustomer: wholeOrNaN(draft.maxPerCustomer),
  preOrderDeadline: toIso(draft.preOrderDeadline) || null,
  pickupInstructions: optional(draft.pickupInstructions),
  artistMessage: optional(draft.artistMessage),
});

const OFFERING = 'offering';

/** A new limited offering at an event, or one to edit (its stock, price, deadline). */
export function OfferingDialog({
  offering,
  onClose,
}: {
  offering?: SpecialOfferingView;
  onClose: () => void;
}) {
  const events = useEventChoices();
  const save = useSaveOffering();
  const form = useFormDraft({
    start: offeringDraft(offering),
    toValues: offeringValues,
    schema: offering ? offeringUpdateSchema : offeringCreateSchema,
    form: OFFERING,
    future: { preOrderDeadline: DEADLINE_PAST },
    save,
    id: offering?.id,
    toasts: dropToasts('Offering Saved'),
    onClose,
  });
  const shown = (events.data ?? []).filter(
    (event) => event.status !== 'ended' || event.id === form.draft.eventId,
  );

  return (
    <FormDialog
      title={offering ? 'Edit Offering' : 'New Offering'}
      description="A limited drop at one event: how many there are, the price and how to pick it up."
      submitLabel={offering ? 'Save Changes' : 'Create Offering'}
      isPending={save.isPending}
      formError={form.errors.form}
      className="max-w-2xl"
      onSubmit={() => form.submit()}
      onClose={onClose}
    >
      <EventField form={form} name="eventId" events={events} shown={shown} />
      <InputField form={form} name="title" label="Title" maxLength={200} />
      <TextareaField
        form={form}
        name="description"
        label="Description (optional)"
        maxLength={1000}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField form={form} name="offeringType" label="Type">
          {OFFERING_TYPES.map((type) => (
            <option key={type} value={type}>
              {OFFERING_TYPE_LABEL[type]}
            </option>
          ))}
        </SelectField>
        <InputField
          form={form}
          name="price"
          label="Price ($)"
          inputMode="decimal"
          placeholder="25.00"
        />
        <InputField
          form={form}
          name="availableQuantity"
          label="Available quantity"
          type="number"
          min={1}
          max={10000}
          inputMode="numeric"
        />
        <InputField
          form={form}
          name="maxPerCustomer"
          label="Max per customer"
          type="number"
          min={1}
          max={10}
          inputMode="numeric"
        />
      </div>
      <InputField
        form={form}
        name="preOrderDeadline"
        label="Pre-order deadline (optional)"
        type="datetime-local"
      />
      <TextareaField
        form={form}
        name="pickupInstructions"
        label="Pickup instructions (optional)"
        maxLength={500}
      />
      <TextareaField
        form={form}
        name="artistMessage"
        label="Artist's message (optional)"
        maxLength={500}
      />
      <ActiveField form={form} label="Active (open for pre-orders)" />
    </FormDialog>
  );
}
