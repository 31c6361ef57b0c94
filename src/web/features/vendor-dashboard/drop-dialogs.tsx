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
import { ActiveSwitch, Field, FormDialog, useFormDraft } from '../../components/form-dialog';
import { Input, NativeSelect, Textarea } from '../../components/ui/input';
import { toIso, toLocalInput } from '../../lib/format';
import {
  useArtistChoices,
  useEventChoices,
  useSaveOffering,
  useSavePartnership,
  useVendorMenu,
} from './api';

// issue 12: the vendor's forms for an artist partnership and a limited offering. The contract's
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

/** issue 12: a new partnership, or one to edit: artist, one of the vendor's items, the price. */
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
  const { draft, set, bind, errors, submit } = useFormDraft({
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
  const item = menu.data?.find((candidate) => candidate.id === draft.menuItemId);

  const onSubmit = () => {
    const specialCents = Math.round(Number(draft.specialPrice) * 100);
    submit(
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
      formError={errors.form}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Field form={PARTNERSHIP} name="artistId" label="Artist" errors={errors}>
        <NativeSelect {...bind('artistId')} disabled={artists.isPending}>
          <option value={0}>
            {artists.isError ? "Artists couldn't load" : 'Select an artist'}
          </option>
          {(artists.data ?? []).map((artist) => (
            <option key={artist.id} value={artist.id}>
              {artist.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field form={PARTNERSHIP} name="menuItemId" label="Menu item" errors={errors}>
        <NativeSelect {...bind('menuItemId')} disabled={menu.isPending}>
          <option value={0}>
            {menu.isError ? "Your menu couldn't load" : 'Select a menu item'}
          </option>
          {(menu.data ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name} ({formatMoney(option.priceCents)})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field form={PARTNERSHIP} name="partnershipType" label="Type" errors={errors}>
          <NativeSelect {...bind('partnershipType')}>
            {PARTNERSHIP_TYPES.map((type) => (
              <option key={type} value={type}>
                {PARTNERSHIP_TYPE_LABEL[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          form={PARTNERSHIP}
          name="specialPrice"
          label={
            item ? `Special price ($, menu ${formatMoney(item.priceCents)})` : 'Special price ($)'
          }
          errors={errors}
        >
          <Input {...bind('specialPrice')} inputMode="decimal" placeholder="9.99" />
        </Field>
      </div>
      <Field form={PARTNERSHIP} name="validUntil" label="Valid until (optional)" errors={errors}>
        <Input {...bind('validUntil')} type="datetime-local" />
      </Field>
      <Field
        form={PARTNERSHIP}
        name="artistMessage"
        label="Artist's message (optional)"
        errors={errors}
      >
        <Textarea {...bind('artistMessage')} maxLength={500} />
      </Field>
      <ActiveSwitch
        id={`${PARTNERSHIP}-isActive`}
        label="Active (shown to customers)"
        checked={draft.isActive}
        onChange={(checked) => set('isActive', checked)}
      />
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

/** issue 12: a new limited offering at an event, or one to edit (its stock, price, deadline). */
export function OfferingDialog({
  offering,
  onClose,
}: {
  offering?: SpecialOfferingView;
  onClose: () => void;
}) {
  const events = useEventChoices();
  const save = useSaveOffering();
  const { draft, set, bind, errors, submit } = useFormDraft({
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

  return (
    <FormDialog
      title={offering ? 'Edit Offering' : 'New Offering'}
      description="A limited drop at one event: how many there are, the price and how to pick it up."
      submitLabel={offering ? 'Save Changes' : 'Create Offering'}
      isPending={save.isPending}
      formError={errors.form}
      className="max-w-2xl"
      onSubmit={() => submit()}
      onClose={onClose}
    >
      <Field form={OFFERING} name="eventId" label="Event" errors={errors}>
        <NativeSelect {...bind('eventId')} disabled={events.isPending}>
          <option value={0}>{events.isError ? "Events couldn't load" : 'Select an event'}</option>
          {(events.data ?? [])
            .filter((event) => event.status !== 'ended' || event.id === draft.eventId)
            .map((event) => (
              <option key={event.id} value={event.id}>
                {event.name}
              </option>
            ))}
        </NativeSelect>
      </Field>
      <Field form={OFFERING} name="title" label="Title" errors={errors}>
        <Input {...bind('title')} maxLength={200} />
      </Field>
      <Field form={OFFERING} name="description" label="Description (optional)" errors={errors}>
        <Textarea {...bind('description')} maxLength={1000} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field form={OFFERING} name="offeringType" label="Type" errors={errors}>
          <NativeSelect {...bind('offeringType')}>
            {OFFERING_TYPES.map((type) => (
              <option key={type} value={type}>
                {OFFERING_TYPE_LABEL[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field form={OFFERING} name="price" label="Price ($)" errors={errors}>
          <Input {...bind('price')} inputMode="decimal" placeholder="25.00" />
        </Field>
        <Field form={OFFERING} name="availableQuantity" label="Available quantity" errors={errors}>
          <Input
            {...bind('availableQuantity')}
            type="number"
            min={1}
            max={10000}
            inputMode="numeric"
          />
        </Field>
        <Field form={OFFERING} name="maxPerCustomer" label="Max per customer" errors={errors}>
          <Input {...bind('maxPerCustomer')} type="number" min={1} max={10} inputMode="numeric" />
        </Field>
      </div>
      <Field
        form={OFFERING}
        name="preOrderDeadline"
        label="Pre-order deadline (optional)"
        errors={errors}
      >
        <Input {...bind('preOrderDeadline')} type="datetime-local" />
      </Field>
      <Field
        form={OFFERING}
        name="pickupInstructions"
        label="Pickup instructions (optional)"
        errors={errors}
      >
        <Textarea {...bind('pickupInstructions')} maxLength={500} />
      </Field>
      <Field
        form={OFFERING}
        name="artistMessage"
        label="Artist's message (optional)"
        errors={errors}
      >
        <Textarea {...bind('artistMessage')} maxLength={500} />
      </Field>
      <ActiveSwitch
        id={`${OFFERING}-isActive`}
        label="Active (open for pre-orders)"
        checked={draft.isActive}
        onChange={(checked) => set('isActive', checked)}
      />
    </FormDialog>
  );
}
