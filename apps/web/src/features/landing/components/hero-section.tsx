import { Badge, Box, Button, Circle, Container, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowRight } from 'react-icons/lu';
import { useEffect, useRef } from 'react';
import { HERO_SLIDES, SERVICES } from '../data';
import { startHeroClock } from '../hero-clock';

/** Shows child k of every `.${cls}` while the hero's `data-${attr}` is k (hero-clock.ts); the first before any turn. */
function turnCss(attr: 'slide' | 'icon', cls: string, n: number): string {
  const rules = [`.oja-hero:not([data-${attr}]) .${cls} > :first-child { visibility: visible; }`];
  for (let k = 0; k < n; k++) {
    const shown = `.oja-hero[data-${attr}="${k}"] .${cls} > :nth-child(${k + 1})`;
    rules.push(`${shown} { visibility: visible; }`, `.oja-hero[data-moved]${shown.slice('.oja-hero'.length)} { animation: oja-pop .4s ease-out; }`);
  }
  return rules.join('\n');
}

/** The mobile orbit's icon of the current service, drawn green. */
function orbitCss(n: number): string {
  const rules = [`.oja-hero:not([data-icon]) .oja-orbit > :first-child .oja-orbit-item`];
  for (let k = 0; k < n; k++) rules.push(`.oja-hero[data-icon="${k}"] .oja-orbit > :nth-child(${k + 1}) .oja-orbit-item`);
  return `${rules.join(',\n')} { color: var(--chakra-colors-green-700); border: 2px solid var(--chakra-colors-green-500); }`;
}

/**
 * The rotation's stylesheet: the items of a turn are stacked in one grid cell (as tall as the tallest: nothing moves
 * when one replaces another) and hidden (`visibility`: not drawn, not read by screen readers, not focusable) but for
 * the current one. Each comes in with a small zoom (a transform: no fading, so the text keeps its contrast at every
 * frame, for axe as for a reader). The first tagline is the longest (data.ts), so no later one is a new LCP candidate.
 */
const HERO_CSS = `
@keyframes oja-orbit { from { transform: rotate(0deg); } to { transform: rotate(360deg); } }
@keyframes oja-counter { from { transform: rotate(0deg); } to { transform: rotate(-360deg); } }
@keyframes oja-pop { from { transform: scale(.9); } to { transform: scale(1); } }
.oja-orbit { animation: oja-orbit 24s linear infinite; }
.oja-orbit-item { animation: oja-counter 24s linear infinite; }
.oja-slides, .oja-icons { display: grid; }
.oja-slides > *, .oja-icons > * { grid-area: 1 / 1; visibility: hidden; }
${turnCss('slide', 'oja-slides', HERO_SLIDES.length)}
${turnCss('icon', 'oja-icons', SERVICES.length)}
${orbitCss(SERVICES.length)}
@media (prefers-reduced-motion: reduce) { .oja-orbit, .oja-orbit-item, .oja-slides > *, .oja-icons > * { animation: none !important; } }
`;

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
            <Box key={s.key} position="absolute" left={`${130 + radius * Math.cos(angle) - 22}px`} top={`${130 + radius * Math.sin(angle) - 22}px`}>
              <Circle className="oja-orbit-item" size="44px" bg="white" shadow="md" color="gray.500" borderWidth="2px" borderColor="transparent">
                <Icon size={20} aria-hidden />
              </Circle>
            </Box>
          );
        })}
      </Box>
      <Box className="oja-icons" position="absolute" inset="0" placeItems="center">
        {SERVICES.map((s) => {
          const Icon = s.icon;
          return (
            <Stack key={s.key} align="center" justify="center" gap="1" data-testid="hero-icon" data-service={s.key}>
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
 * Hero: taglines and icons rotate every 3 s. Every slide and every service is in the page, and
 * hero-clock.ts turns them, from the first paint (started by the prerendered page's entry) or from the hero's mount.
 */
export function HeroSection() {
  const hero = useRef<HTMLDivElement>(null);
  useEffect(() => (hero.current ? startHeroClock(hero.current) : undefined), []);

  return (
    <Box
      ref={hero}
      id="home"
      className="oja-hero"
      data-hero-clock=""
      data-slides={HERO_SLIDES.length}
      data-icons={SERVICES.length}
      scrollMarginTop="16"
      bgGradient="to-br"
      gradientFrom="green.50"
      gradientVia="white"
      gradientTo="green.100"
      overflow="hidden"
    >
      <style>{HERO_CSS}</style>
      <Container maxW="7xl" px={{ base: 4, md: 6 }} py={{ base: 10, md: 20 }}>
        <Grid templateColumns={{ base: '1fr', md: '1.1fr 1fr' }} gap={{ base: 8, md: 12 }} alignItems="center">
          <Stack gap="5" textAlign={{ base: 'center', md: 'left' }} align={{ base: 'center', md: 'flex-start' }}>
            <Badge colorPalette="green" variant="subtle" size="lg" rounded="full" px="3">
              Nigeria&apos;s multi-service marketplace
            </Badge>
            <Heading
              as="h1"
              className="oja-slides"
              fontSize={{ base: '3xl', sm: '4xl', lg: '5xl' }}
              lineHeight="1.15"
              letterSpacing="tight"
              minH={{ base: '5.5rem', sm: '6rem', lg: '7.5rem' }}
              data-testid="hero-tagline"
            >
              {HERO_SLIDES.map((slide) => (
                <span key={slide.tagline}>{slide.tagline}</span>
              ))}
            </Heading>
            <Box className="oja-slides" maxW="xl" minH="3.5rem">
              {HERO_SLIDES.map((slide) => (
                <Text key={slide.tagline} fontSize={{ base: 'md', md: 'lg' }} color="gray.600">
                  {slide.text}
                </Text>
              ))}
            </Box>
            {/* Also on phones (stacked, full width): a visitor below 768 px needs a way in from the hero too. */}
            <Box className="oja-slides" w={{ base: 'full', sm: 'auto' }} data-testid="hero-cta">
              {HERO_SLIDES.map((slide) => (
                <Stack key={slide.tagline} direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
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
            <Box className="oja-icons" bg="white" rounded="2xl" shadow="lg" p="6">
              {SERVICES.map((service) => {
                const ServiceIcon = service.icon;
                return (
                  <HStack key={service.key} gap="5" data-testid="hero-icon" data-service={service.key}>
                    <Circle size="20" bg={`${service.color}.100`} color={`${service.color}.600`} flexShrink={0}>
                      <ServiceIcon size={36} aria-hidden />
                    </Circle>
                    <Stack gap="1">
                      <Text fontWeight="bold" fontSize="xl" data-testid="hero-icon-label">
                        {service.title}
                      </Text>
                      <Text color="gray.600" fontSize="sm">
                        {service.description}
                      </Text>
                    </Stack>
                  </HStack>
                );
              })}
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
