import {
  Alert,
  Button,
  Card,
  Center,
  chakra,
  Checkbox,
  Container,
  Field,
  Heading,
  HStack,
  Input,
  List,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';
import { LoadingState } from '@/components/loading-state';
import { toastFailure } from '@/components/toast-helpers';
import { ApiError, errorMessage } from '@/lib/api-client';
import { applyCurrentLines, removeCart, updateCarts, useVendorCart } from '@/lib/cart';
import { loginPathWithNext } from '@/lib/return-path';
import { useSession } from '@/lib/use-session';
import { orderPagePath, payOrder, placeOrder, useSavedAddresses } from '../api/orders';
import { CartLines, CartTotalsView } from '../components/cart-lines';
import { LocationPin } from '../components/location-pin';
import {
  cartChange,
  CHECKOUT_TEXTS,
  DELIVERY_ADDRESS_MAX,
  fieldErrors,
  NOTES_MAX,
  orderInput,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutForm,
} from '../model/checkout';
import { SelectBox } from '@/components/select-box';
import { FormField } from '@/components/form-field';

/** Why the order was refused, when it is not the form's fault. */
type Refusal = { kind: 'changed'; messages: string[] } | { kind: 'refused'; title: string; message: string };

const REFUSAL_TITLES: Record<string, string> = {
  KITCHEN_CLOSED: 'The kitchen is closed',
  VENDOR_NOT_AVAILABLE: 'This vendor is not taking orders',
};

/**
 * `/checkout/:vendorId` (signed in): the delivery address and phone (a saved one to pick, or typed and saved), an
 * optional map pin and notes, the totals, then "Place order and pay": the order is placed with the prices shown,
 * the cart emptied and the customer sent to pay. A changed cart is shown and updated, never paid silently.
 */
export function CheckoutPage() {
  const { vendorId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { loggedIn, user } = useSession();
  const id = Number(vendorId);
  const cart = useVendorCart(Number.isInteger(id) ? id : null);
  const addresses = useSavedAddresses(loggedIn);
  const [form, setForm] = useState<CheckoutForm>({ address: '', phone: '', notes: '', lat: null, lng: null, saveAddress: false });
  const [chosen, setChosen] = useState('');
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // The account's phone as a start (saved addresses carry their own).
  useEffect(() => {
    if (user?.phone) setForm((f) => (f.phone ? f : { ...f, phone: user.phone ?? '' }));
  }, [user?.phone]);

  if (!loggedIn) return <Navigate to={loginPathWithNext(location.pathname)} replace />;
  if (leaving) return <LoadingState label="Taking you to payment..." minH="60vh" />;

  const patch = (p: Partial<CheckoutForm>) => {
    setForm((f) => ({ ...f, ...p }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(p).map((k) => [k, undefined])) }));
  };

  const pick = (value: string) => {
    setChosen(value);
    const saved = addresses.data?.data.find((a) => String(a.id) === value);
    if (saved) patch({ address: saved.address, phone: saved.phone, lat: saved.lat, lng: saved.lng, saveAddress: false });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!cart) return;
    const problems = validateCheckout(form);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    setRefusal(null);
    let order;
    try {
      order = (await placeOrder(orderInput(cart, form))).data;
    } catch (e) {
      setBusy(false);
      const changed = cartChange(e);
      if (changed) {
        updateCarts((carts) => applyCurrentLines(carts, cart.vendor.id, changed.lines));
        setRefusal({ kind: 'changed', messages: changed.messages });
        return;
      }
      setErrors(fieldErrors(e));
      const code = e instanceof ApiError ? (e.code ?? '') : '';
      setRefusal({ kind: 'refused', title: REFUSAL_TITLES[code] ?? CHECKOUT_TEXTS.placeFailed, message: errorMessage(e, CHECKOUT_TEXTS.placeFailed) });
      return;
    }
    setLeaving(true);
    updateCarts((carts) => removeCart(carts, cart.vendor.id));
    try {
      window.location.assign((await payOrder(order.id)).data.payment_url);
    } catch (e) {
      toastFailure(CHECKOUT_TEXTS.payFailed, e);
      navigate(orderPagePath(order.kind, order.id), { replace: true });
    }
  };

  const back = cart?.vendor.kind === 'product' ? '/ecommerce' : '/food-delivery';
  const saved = addresses.data?.data ?? [];

  return (
    <Container maxW="5xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
      <Stack gap="6">
        <Button asChild variant="ghost" colorPalette="green" size="sm" px="2" alignSelf="start">
          <RouterLink to="/cart">
            <LuArrowLeft aria-hidden /> Back to cart
          </RouterLink>
        </Button>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
          Checkout{cart ? ` · ${cart.vendor.name}` : ''}
        </Heading>

        {refusal?.kind === 'changed' && (
          <Alert.Root status="warning" data-testid="cart-changed">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{CHECKOUT_TEXTS.cartChanged}</Alert.Title>
              <Alert.Description>
                <List.Root ps="4" mt="1">
                  {refusal.messages.map((m) => (
                    <List.Item key={m}>{m}</List.Item>
                  ))}
                </List.Root>
                <Text mt="1">Your cart now shows the current prices and what is available. Nothing was charged.</Text>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {refusal?.kind === 'refused' && (
          <Alert.Root status="error" data-testid="checkout-error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{refusal.title}</Alert.Title>
              {refusal.message !== refusal.title && <Alert.Description>{refusal.message}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}

        {!cart ? (
          <Center py="12" flexDirection="column" gap="3" textAlign="center">
            <Text data-testid="checkout-empty">There is nothing in this cart.</Text>
            <Button asChild colorPalette="green">
              <RouterLink to={back}>Continue shopping</RouterLink>
            </Button>
          </Center>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
            <Card.Root>
              <chakra.form onSubmit={(e) => void submit(e)} noValidate aria-label="Delivery details">
                <Card.Body gap="4">
                  <Heading as="h2" size="md">
                    Delivery
                  </Heading>
                  {saved.length > 0 && (
                    <Field.Root>
                      <Field.Label>Saved addresses</Field.Label>
                      <SelectBox
                        value={chosen}
                        onChange={pick}
                        empty="Enter a new address"
                        choices={saved.map((a) => ({ value: a.id, label: `${a.label ? `${a.label}: ` : ''}${a.address}` }))}
                      />
                    </Field.Root>
                  )}
                  <FormField label="Delivery address" required error={errors.address}>
                    <Textarea
                      rows={3}
                      autoComplete="street-address"
                      maxLength={DELIVERY_ADDRESS_MAX}
                      placeholder="House number, street, area and city"
                      value={form.address}
                      onChange={(e) => {
                        setChosen('');
                        patch({ address: e.target.value });
                      }}
                    />
                  </FormField>
                  <FormField label="Phone number" required error={errors.phone}>
                    <Input
                      type="tel"
                      autoComplete="tel"
                      inputMode="tel"
                      placeholder="0803 123 4567"
                      value={form.phone}
                      onChange={(e) => patch({ phone: e.target.value })}
                    />
                  </FormField>
                  <LocationPin lat={form.lat} lng={form.lng} onChange={(pin) => patch({ lat: pin?.lat ?? null, lng: pin?.lng ?? null })} />
                  <Field.Root invalid={Boolean(errors.notes)}>
                    <Field.Label>Notes for the {cart.vendor.kind === 'food' ? 'restaurant' : 'shop'} (optional)</Field.Label>
                    <Textarea
                      rows={2}
                      maxLength={NOTES_MAX}
                      placeholder="Gate 2, call on arrival…"
                      value={form.notes}
                      onChange={(e) => patch({ notes: e.target.value })}
                    />
                    {errors.notes && <Field.ErrorText>{errors.notes}</Field.ErrorText>}
                  </Field.Root>
                  {!chosen && (
                    <Checkbox.Root
                      checked={form.saveAddress}
                      onCheckedChange={(e) => patch({ saveAddress: e.checked === true })}
                      colorPalette="green"
                      size="sm"
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>Save this address</Checkbox.Label>
                    </Checkbox.Root>
                  )}
                  <Button type="submit" colorPalette="green" size="lg" loading={busy}>
                    Place order and pay
                  </Button>
                  <Text fontSize="xs" color="gray.600">
                    Your payment is held in escrow. It goes to the {cart.vendor.kind === 'food' ? 'restaurant' : 'shop'} only when you confirm the seal was
                    intact, or automatically after the refund window.
                  </Text>
                </Card.Body>
              </chakra.form>
            </Card.Root>
            <Card.Root>
              <Card.Body gap="3">
                <HStack justify="space-between">
                  <Heading as="h2" size="md">
                    Your order
                  </Heading>
                  <Button asChild size="xs" variant="ghost" colorPalette="green">
                    <RouterLink to="/cart">Edit cart</RouterLink>
                  </Button>
                </HStack>
                <CartLines cart={cart} />
                <CartTotalsView cart={cart} />
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
