import { Badge, Box, Button, Circle, Container, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowRight } from 'react-icons/lu';
import { HERO_ROTATION_MS, HERO_SLIDES, SERVICES } from '../data';
import { useRotation } from '../hooks/use-rotation';

const ORBIT_CSS = `
@keyframes oja-orbit { from { transform: rotate(0deg); } to { transform: rotate(360deg); } }
@keyframes oja-counter { from { transform: rotate(0deg); } to { transform: rotate(-360deg); } }
@keyframes oja-pop { from { transform: scale(.8); opacity: 0; } to { transform: scale(1); opacity: 1; } }
.oja-orbit { animation: oja-orbit 24s linear infinite; }
.oja-orbit-item { animation: oja-counter 24s linear infinite; }
.oja-pop { animation: oja-pop .4s ease-out; }
@media (prefers-reduced-motion: reduce) { .oja-orbit, .oja-orbit-item, .oja-pop { animation: none; } }
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
function OrbitCarousel({ active, moved }: { active: number; moved: boolean }) {
  const current = SERVICES[active];
  const CurrentIcon = current.icon;
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
              <Circle className="oja-orbit-item" size="44px" bg="white" shadow="md" color={i === active ? 'green.700' : 'gray.500'} borderWidth={i === active ? '2px' : '0'} borderColor="green.500">
                <Icon size={20} aria-hidden />
              </Circle>
            </Box>
          );
        })}
      </Box>
      <Stack position="absolute" inset="0" align="center" justify="center" gap="1" data-testid="hero-icon" data-service={current.key}>
        <Circle key={current.key} className={moved ? 'oja-pop' : undefined} size="88px" bg="green.700" color="white" shadow="lg">
          <CurrentIcon size={40} aria-hidden />
        </Circle>
        <Text fontSize="sm" fontWeight="semibold" color="green.800" data-testid="hero-icon-label">
          {current.title}
        </Text>
      </Stack>
    </Box>
  );
}

/** Hero of spec 000 §2.2: taglines and icons rotate every 3 s, each on its own timer. */
export function HeroSection() {
  const { index: slide, moved: slideMoved } = useRotation(HERO_SLIDES.length, HERO_ROTATION_MS);
  const { index: icon, moved: iconMoved } = useRotation(SERVICES.length, HERO_ROTATION_MS);
  const current = HERO_SLIDES[slide];
  const service = SERVICES[icon];
  const ServiceIcon = service.icon;

  return (
    <Box id="home" scrollMarginTop="16" bgGradient="to-br" gradientFrom="green.50" gradientVia="white" gradientTo="green.100" overflow="hidden">
      <style>{ORBIT_CSS}</style>
      <Container maxW="7xl" px={{ base: 4, md: 6 }} py={{ base: 10, md: 20 }}>
        <Grid templateColumns={{ base: '1fr', md: '1.1fr 1fr' }} gap={{ base: 8, md: 12 }} alignItems="center">
          <Stack gap="5" textAlign={{ base: 'center', md: 'left' }} align={{ base: 'center', md: 'flex-start' }}>
            <Badge colorPalette="green" variant="subtle" size="lg" rounded="full" px="3">
              Nigeria&apos;s multi-service marketplace
            </Badge>
            <Heading
              as="h1"
              key={slide}
              className={slideMoved ? 'oja-pop' : undefined}
              fontSize={{ base: '3xl', sm: '4xl', lg: '5xl' }}
              lineHeight="1.15"
              letterSpacing="tight"
              minH={{ base: '5.5rem', sm: '6rem', lg: '7.5rem' }}
              data-testid="hero-tagline"
              aria-live="polite"
            >
              {current.tagline}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.600" maxW="xl" minH="3.5rem">
              {current.text}
            </Text>
            {/* Also on phones (stacked, full width): a visitor below 768 px needs a way in from the hero too. */}
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }} data-testid="hero-cta">
              <Button asChild size="lg" colorPalette="green" w={{ base: 'full', sm: 'auto' }}>
                <RouterLink to="/signup">
                  {current.primary} <LuArrowRight />
                </RouterLink>
              </Button>
              <Button asChild size="lg" variant="outline" colorPalette="green" bg="white" w={{ base: 'full', sm: 'auto' }}>
                <RouterLink to="/signup">{current.secondary}</RouterLink>
              </Button>
            </Stack>
          </Stack>

          <Stack gap="6" hideBelow="md">
            <HStack
              bg="white"
              rounded="2xl"
              shadow="lg"
              p="6"
              gap="5"
              data-testid="hero-icon"
              data-service={service.key}
            >
              <Circle key={service.key} className={iconMoved ? 'oja-pop' : undefined} size="20" bg={`${service.color}.100`} color={`${service.color}.600`}>
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
            <ServiceButtons columns={{ base: 3 }} />
          </Stack>

          <Stack gap="6" hideFrom="md">
            <OrbitCarousel active={icon} moved={iconMoved} />
            <ServiceButtons columns={{ base: 3 }} />
          </Stack>
        </Grid>
      </Container>
    </Box>
  );
}
