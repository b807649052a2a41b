import { Badge, Box, Button, Circle, Container, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowRight } from 'react-icons/lu';
import { HERO_ROTATION_MS, HERO_SLIDES, SERVICES } from '../data';
import { ServiceSummary } from './service-summary';

/** How long each tagline and each service icon shows, in seconds (spec 000 §2.2: 3). */
const TURN_S = HERO_ROTATION_MS / 1000;

/** Each item comes in after this long with nothing of it drawn (rotationCss), in seconds. */
const BLANK_S = 0.1;

/** `part` of `period` seconds as a keyframe offset, rounded down (so two items are never drawn in the same frame). */
const offset = (part: number, period: number) => `${Math.floor((part / period) * 1e6) / 1e4}%`;

/**
 * The hero's rotation, in CSS alone: it runs from the first paint, before and without the app's code (which the
 * landing runs only once the visitor uses the page), and hydration adopts the same elements, so it goes on where it
 * was, neither back to the first item nor twice. The children of an `oja-rot-<n>` element are stacked in one grid
 * cell (as tall as the tallest: nothing moves when one replaces another); child k shows from k × 3 s into the
 * animation for 3 s, every n × 3 s (`animation-delay`); the others are `visibility: hidden` (not drawn, not read by
 * screen readers, not focusable). Each comes in transparent for its first BLANK_S: text first drawn at opacity 0 is
 * not a new LCP candidate in Chromium, so a longer tagline shown later does not move the landing's LCP from the first
 * paint to 3 s, 6 s … (a plain `visibility` switch did: e2e landing.spec.ts). With `oja-zoom` it then zooms in a
 * little (a transform, no fading: the text keeps its contrast). The first child at the first paint does neither (the
 * page's largest text is drawn at once). A visitor who asks for reduced motion sees the first child only; keyboard
 * focus in the hero's calls to action holds their rotation while it is there.
 */
function rotationCss(n: number): string {
  const period = n * TURN_S;
  const turn = `oja-turn-${n} ${period}s step-end infinite, oja-show-${n} ${period}s step-end infinite`;
  const delays = Array.from({ length: n - 1 }, (_, i) => `.oja-rot-${n} > :nth-child(${i + 2}) { animation-delay: ${(i + 1) * TURN_S}s; }`);
  return `
@keyframes oja-turn-${n} { from { visibility: visible; } ${offset(TURN_S, period)}, to { visibility: hidden; } }
@keyframes oja-show-${n} { from { opacity: 0; } ${offset(BLANK_S, period)}, to { opacity: 1; } }
@keyframes oja-enter-${n} { from { transform: scale(.9); animation-timing-function: ease-out; } ${offset(BLANK_S + 0.3, period)}, to { transform: none; } }
.oja-rot-${n} { display: grid; }
.oja-rot-${n} > * { grid-area: 1 / 1; animation: ${turn}; }
.oja-rot-${n}.oja-zoom > * { animation: ${turn}, oja-enter-${n} ${period}s infinite; }
.oja-rot-${n} > :not(:first-child) { visibility: hidden; }
.oja-rot-${n} > :first-child { animation-delay: 0s, ${period}s, ${period}s; }
${delays.join('\n')}
@media (prefers-reduced-motion: reduce) { .oja-rot-${n} > *, .oja-rot-${n}.oja-zoom > * { animation: none; } }`;
}

/** The mobile orbit's icon of the current service is drawn green, on the icons' own 3-second turns. */
function orbitCss(n: number): string {
  const period = n * TURN_S;
  const delays = Array.from({ length: n - 1 }, (_, i) => `.oja-orbit > :nth-child(${i + 2}) .oja-orbit-item { animation-delay: 0s, ${(i + 1) * TURN_S}s; }`);
  return `
@keyframes oja-orbit-on { from { color: var(--chakra-colors-green-700); border-color: var(--chakra-colors-green-500); } ${offset(TURN_S, period)}, to { color: var(--chakra-colors-gray-500); border-color: transparent; } }
.oja-orbit-item { animation: oja-counter 24s linear infinite, oja-orbit-on ${period}s step-end infinite; }
${delays.join('\n')}`;
}

const ROTATING = [...new Set([HERO_SLIDES.length, SERVICES.length])];

const HERO_CSS = `
@keyframes oja-orbit { from { transform: rotate(0deg); } to { transform: rotate(360deg); } }
@keyframes oja-counter { from { transform: rotate(0deg); } to { transform: rotate(-360deg); } }
.oja-orbit { animation: oja-orbit 24s linear infinite; }
${ROTATING.map(rotationCss).join('')}
${orbitCss(SERVICES.length)}
.oja-hold:focus-within .oja-rot-${HERO_SLIDES.length} > * { animation-play-state: paused; }
@media (prefers-reduced-motion: reduce) { .oja-orbit, .oja-orbit-item { animation: none; } }
`;

/** The class of an element whose `n` children rotate (HERO_CSS); `zoom`: each enters with a small zoom. */
const rotating = (n: number, zoom = false) => `oja-rot-${n}${zoom ? ' oja-zoom' : ''}`;

function ServiceButtons({ columns }: { columns: { base: number; sm?: number; md?: number } }) {
  return (
    <SimpleGrid columns={columns} gap="3">
      {SERVICES.map((s) => {
        const Icon = s.icon;
        return (
          <Button
            key={s.key}
            asChild
            variant="outline"
            bg="white"
            h="auto"
            py="3"
            flexDirection="column"
            gap="1.5"
            whiteSpace="normal"
            _hover={{ borderColor: 'green.400', bg: 'green.50' }}
          >
            <RouterLink to={s.to}>
              <Box color={`${s.color}.500`}>
                <Icon size={22} aria-hidden />
              </Box>
              <Text fontSize="xs" fontWeight="semibold" textAlign="center">
                {s.title}
              </Text>
            </RouterLink>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}

/** Mobile (< 768 px): the current service in the middle, all six orbiting around it. */
function OrbitCarousel() {
  const radius = 110;
  return (
    <Box position="relative" w="260px" h="260px" mx="auto" data-testid="hero-orbit">
      <Box position="absolute" inset="20px" rounded="full" borderWidth="2px" borderStyle="dashed" borderColor="green.200" />
      <Box className="oja-orbit" position="absolute" inset="0">
        {SERVICES.map((s, i) => {
          const angle = (i / SERVICES.length) * 2 * Math.PI;
          const Icon = s.icon;
          return (
            <Box
              key={s.key}
              position="absolute"
              left={`${130 + radius * Math.cos(angle) - 22}px`}
              top={`${130 + radius * Math.sin(angle) - 22}px`}
            >
              {/* Green while its service is the one in the middle (orbitCss). */}
              <Circle className="oja-orbit-item" size="44px" bg="white" shadow="md" color={i === 0 ? 'green.700' : 'gray.500'} borderWidth="2px" borderColor={i === 0 ? 'green.500' : 'transparent'}>
                <Icon size={20} aria-hidden />
              </Circle>
            </Box>
          );
        })}
      </Box>
      <Box className={rotating(SERVICES.length, true)} position="absolute" inset="0" data-testid="hero-icon">
        {SERVICES.map((s) => {
          const Icon = s.icon;
          return (
            <Stack key={s.key} align="center" justify="center" gap="1" data-service={s.key}>
              <Circle size="88px" bg="green.700" color="white" shadow="lg">
                <Icon size={40} aria-hidden />
              </Circle>
              <Text fontSize="sm" fontWeight="semibold" color="green.800" data-testid="hero-icon-label">
                {s.title}
              </Text>
            </Stack>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * Hero of spec 000 §2.2: taglines and icons rotate every 3 s, each on its own turns, by CSS from the first paint
 * (HERO_CSS): every slide and every icon is in the HTML, one shown at a time.
 */
export function HeroSection() {
  const slides = rotating(HERO_SLIDES.length);
  return (
    <Box id="home" scrollMarginTop="16" bgGradient="to-br" gradientFrom="green.50" gradientVia="white" gradientTo="green.100" overflow="hidden">
      <style>{HERO_CSS}</style>
      <Container maxW="7xl" px={{ base: 4, md: 6 }} py={{ base: 10, md: 20 }}>
        <Grid templateColumns={{ base: '1fr', md: '1.1fr 1fr' }} gap={{ base: 8, md: 12 }} alignItems="center">
          <Stack className="oja-hold" gap="5" textAlign={{ base: 'center', md: 'left' }} align={{ base: 'center', md: 'flex-start' }}>
            <Badge colorPalette="green" variant="subtle" size="lg" rounded="full" px="3">
              Nigeria&apos;s multi-service marketplace
            </Badge>
            <Heading
              as="h1"
              className={rotating(HERO_SLIDES.length, true)}
              fontSize={{ base: '3xl', sm: '4xl', lg: '5xl' }}
              lineHeight="1.15"
              letterSpacing="tight"
              data-testid="hero-tagline"
            >
              {HERO_SLIDES.map((slide) => (
                <span key={slide.tagline}>{slide.tagline}</span>
              ))}
            </Heading>
            <Text className={slides} fontSize={{ base: 'md', md: 'lg' }} color="gray.600" maxW="xl">
              {HERO_SLIDES.map((slide) => (
                <span key={slide.tagline}>{slide.text}</span>
              ))}
            </Text>
            {/* Also on phones (stacked, full width): a visitor below 768 px needs a way in from the hero too. */}
            <Box className={slides} w={{ base: 'full', sm: 'auto' }} data-testid="hero-cta">
              {HERO_SLIDES.map((slide) => (
                <Stack key={slide.tagline} direction={{ base: 'column', sm: 'row' }} justify={{ base: 'center', md: 'flex-start' }} gap="3">
                  <Button asChild size="lg" colorPalette="green" w={{ base: 'full', sm: 'auto' }}>
                    <RouterLink to="/signup">
                      {slide.primary} <LuArrowRight />
                    </RouterLink>
                  </Button>
                  <Button asChild size="lg" variant="outline" colorPalette="green" bg="white" w={{ base: 'full', sm: 'auto' }}>
                    <RouterLink to="/signup">{slide.secondary}</RouterLink>
                  </Button>
                </Stack>
              ))}
            </Box>
          </Stack>

          <Stack gap="6" hideBelow="md">
            <Box className={rotating(SERVICES.length, true)} bg="white" rounded="2xl" shadow="lg" p="6" data-testid="hero-icon">
              {SERVICES.map((s) => (
                <HStack key={s.key} gap="5" data-service={s.key}>
                  <ServiceSummary service={s} large titleTestId="hero-icon-label" />
                </HStack>
              ))}
            </Box>
            <ServiceButtons columns={{ base: 3 }} />
          </Stack>

          <Stack gap="6" hideFrom="md">
            <OrbitCarousel />
            <ServiceButtons columns={{ base: 3 }} />
          </Stack>
        </Grid>
      </Container>
    </Box>
  );
}
