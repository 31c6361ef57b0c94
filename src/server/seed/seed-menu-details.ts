import type { Allergen, DietaryTag } from '../../contract/menu-options';
import type { VendorKey } from './seed-data';

// What each demo dish contains (the EU's 14 allergens), the diets it suits, and the option groups
// every vendor offers. A required group sits only on dishes a customer must choose for ("Size");
// the popular dishes have optional groups, so one tap still adds them.

type Details = { allergens?: Allergen[]; dietaryTags?: DietaryTag[] };

// prettier-ignore
export const dishDetails: Record<string, Details> = {
  'Encore Smash Burger': { allergens: ['gluten', 'milk', 'eggs', 'mustard', 'sesame'] },
  'Double Headliner': { allergens: ['gluten', 'milk', 'eggs', 'sesame'] },
  'Backstage Veggie Burger': { allergens: ['gluten', 'milk', 'eggs'], dietaryTags: ['vegetarian'] },
  'Crispy Chicken Sandwich': { allergens: ['gluten', 'milk', 'eggs'] },
  'Loaded Stage Fries': { allergens: ['milk'] },
  'Beer-Battered Onion Rings': { allergens: ['gluten', 'milk', 'eggs'], dietaryTags: ['vegetarian'] },
  'Truffle Parmesan Fries': { allergens: ['milk'], dietaryTags: ['vegetarian'] },
  'Hand-Spun Vanilla Shake': { allergens: ['milk'], dietaryTags: ['vegetarian', 'gluten_free'] },
  'Fresh Lemonade': { dietaryTags: ['vegan', 'vegetarian', 'gluten_free'] },
  'Brownie Sundae': { allergens: ['gluten', 'milk', 'eggs', 'soy'], dietaryTags: ['vegetarian'] },
  'Carne Asada Tacos': { dietaryTags: ['gluten_free'] },
  'Al Pastor Tacos': { dietaryTags: ['gluten_free'] },
  'Baja Fish Tacos': { allergens: ['fish', 'gluten', 'milk', 'eggs'] },
  'Carnitas Burrito': { allergens: ['gluten'] },
  'Chips & Guacamole': { dietaryTags: ['vegan', 'vegetarian', 'gluten_free'] },
  'Elote': { allergens: ['milk', 'eggs'], dietaryTags: ['vegetarian', 'gluten_free'] },
  'Churros con Chocolate': { allergens: ['gluten', 'milk', 'eggs'], dietaryTags: ['vegetarian'] },
  'Horchata': { allergens: ['milk', 'tree_nuts'], dietaryTags: ['vegetarian'] },
  'Jamaica Agua Fresca': { dietaryTags: ['vegan', 'vegetarian', 'gluten_free'] },
  'Birria Quesatacos': { allergens: ['milk'] },
  'Bulgogi Bibimbap': { allergens: ['soy', 'sesame', 'eggs', 'gluten'] },
  'Spicy Pork Bibimbap': { allergens: ['soy', 'sesame', 'gluten'] },
  'Korean Fried Chicken': { allergens: ['gluten', 'soy', 'sesame'] },
  'Japchae': { allergens: ['soy', 'sesame'], dietaryTags: ['vegan', 'vegetarian'] },
  'Kimchi Fries': { allergens: ['milk', 'soy', 'eggs', 'crustaceans'] },
  'Pork & Chive Mandu': { allergens: ['gluten', 'soy', 'sesame'] },
  'Tteokbokki': { allergens: ['soy', 'fish'] },
  'Yuzu Sparkling Soda': { dietaryTags: ['vegan', 'vegetarian', 'gluten_free'] },
  'Honey Butter Hotteok': { allergens: ['gluten', 'milk', 'tree_nuts'], dietaryTags: ['vegetarian'] },
  'Galbi Short Rib Plate': { allergens: ['soy', 'sesame'] },
  'Classic Corn Dog': { allergens: ['gluten', 'eggs', 'milk'] },
  'Foot-Long Hot Dog': { allergens: ['gluten', 'mustard'] },
  'Chili Cheese Dog': { allergens: ['gluten', 'milk'] },
  'Grilled Street Corn': { allergens: ['milk'], dietaryTags: ['vegetarian', 'gluten_free'] },
  'Garlic Parm Fries': { allergens: ['milk'], dietaryTags: ['vegetarian'] },
  'Giant Soft Pretzel': { allergens: ['gluten', 'milk'], dietaryTags: ['vegetarian'] },
  'Funnel Cake': { allergens: ['gluten', 'milk', 'eggs'], dietaryTags: ['vegetarian'] },
  'Fresh-Squeezed Lemonade': { dietaryTags: ['vegan', 'vegetarian', 'gluten_free'] },
  'Deep-Fried Oreos': { allergens: ['gluten', 'milk', 'eggs', 'soy'], dietaryTags: ['vegetarian'] },
  'Brisket Plate': { allergens: ['mustard', 'sulphites'], dietaryTags: ['gluten_free'] },
  'Pulled Pork Sandwich': { allergens: ['gluten', 'mustard', 'eggs', 'sulphites'] },
  'St. Louis Ribs': { allergens: ['mustard', 'sulphites'], dietaryTags: ['gluten_free'] },
  'Smoked Chicken Quarter': { dietaryTags: ['gluten_free'] },
  'Smoked Mac & Cheese': { allergens: ['gluten', 'milk'], dietaryTags: ['vegetarian'] },
  'Creamy Coleslaw': { allergens: ['eggs', 'mustard'], dietaryTags: ['vegetarian', 'gluten_free'] },
  'Honey Cornbread': { allergens: ['gluten', 'milk', 'eggs'], dietaryTags: ['vegetarian'] },
  'Sweet Tea': { dietaryTags: ['vegan', 'vegetarian', 'gluten_free'] },
  'Peach Cobbler': { allergens: ['gluten', 'milk'], dietaryTags: ['vegetarian'] },
  'Burnt Ends': { allergens: ['mustard', 'sulphites'], dietaryTags: ['gluten_free'] },
  'Margherita Pizza': { allergens: ['gluten', 'milk'], dietaryTags: ['vegetarian'] },
  'Pepperoni Pizza': { allergens: ['gluten', 'milk'] },
  'Wild Mushroom Pizza': { allergens: ['gluten', 'milk'], dietaryTags: ['vegetarian'] },
  'Pizza by the Slice': { allergens: ['gluten', 'milk'] },
  'Penne alla Vodka': { allergens: ['gluten', 'milk'], dietaryTags: ['vegetarian'] },
  'Garlic Knots': { allergens: ['gluten', 'milk'], dietaryTags: ['vegetarian'] },
  'Caesar Salad': { allergens: ['gluten', 'milk', 'eggs', 'fish', 'mustard'] },
  'Tiramisu': { allergens: ['gluten', 'milk', 'eggs'], dietaryTags: ['vegetarian'] },
  'Italian Soda': { dietaryTags: ['vegan', 'vegetarian', 'gluten_free'] },
  'Burrata Caprese': { allergens: ['milk', 'sulphites'], dietaryTags: ['vegetarian', 'gluten_free'] },
  'Green Room Smash Burger': { allergens: ['gluten', 'soy', 'mustard'], dietaryTags: ['vegan', 'vegetarian'] },
  'Buffalo Cauliflower Wings': { allergens: ['gluten', 'tree_nuts'], dietaryTags: ['vegan', 'vegetarian'] },
  'Jackfruit Carnitas Tacos': { dietaryTags: ['vegan', 'vegetarian', 'gluten_free'] },
  'Rainbow Buddha Bowl': { allergens: ['sesame'], dietaryTags: ['vegan', 'vegetarian', 'gluten_free'] },
  'Sesame Peanut Noodles': { allergens: ['peanuts', 'sesame', 'soy', 'gluten'], dietaryTags: ['vegan', 'vegetarian'] },
  'Kale Caesar': { allergens: ['tree_nuts', 'gluten', 'mustard'], dietaryTags: ['vegan', 'vegetarian'] },
  'Cold-Pressed Green Juice': { allergens: ['celery'], dietaryTags: ['vegan', 'vegetarian', 'gluten_free'] },
  'Coconut Soft Serve': { dietaryTags: ['vegan', 'vegetarian', 'gluten_free'] },
  'Avocado Toast Bites': { allergens: ['gluten'], dietaryTags: ['vegan', 'vegetarian'] },
  'Tonkotsu Ramen': { allergens: ['gluten', 'eggs', 'soy', 'sesame'] },
  'Spicy Miso Ramen': { allergens: ['gluten', 'soy', 'sesame'] },
  'Pork Gyoza': { allergens: ['gluten', 'soy', 'sesame'] },
};

type SeedOption = { name: string; priceDeltaCents?: number; allergens?: Allergen[] };
export type SeedOptionGroup = {
  name: string;
  required?: boolean;
  minChoices: number;
  maxChoices: number;
  isRemoval?: boolean;
  options: SeedOption[];
  /** The dishes that offer it, in this group's place among their groups. */
  dishes: string[];
};

const size = (dishes: string[], largeCents: number): SeedOptionGroup => ({
  name: 'Size',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  options: [{ name: 'Regular' }, { name: 'Large', priceDeltaCents: largeCents }],
  dishes,
});

// prettier-ignore
export const optionGroupData: Record<VendorKey, SeedOptionGroup[]> = {
  burgers: [
    size(['Crispy Chicken Sandwich', 'Backstage Veggie Burger'], 250),
    { name: 'Add-ons', minChoices: 0, maxChoices: 3, dishes: ['Encore Smash Burger', 'Double Headliner', 'Crispy Chicken Sandwich', 'Backstage Veggie Burger'], options: [
      { name: 'Bacon', priceDeltaCents: 200 },
      { name: 'Extra cheese', priceDeltaCents: 100, allergens: ['milk'] },
      { name: 'Avocado', priceDeltaCents: 150 },
      { name: 'Fried egg', priceDeltaCents: 150, allergens: ['eggs'] },
    ] },
    { name: 'Leave out', minChoices: 0, maxChoices: 3, isRemoval: true, dishes: ['Encore Smash Burger', 'Crispy Chicken Sandwich', 'Backstage Veggie Burger'], options: [
      { name: 'Onions' }, { name: 'Pickles' }, { name: 'House sauce' },
    ] },
  ],
  tacos: [
    { name: 'Tortillas', required: true, minChoices: 1, maxChoices: 1, dishes: ['Baja Fish Tacos'], options: [
      { name: 'Corn' }, { name: 'Flour', allergens: ['gluten'] },
    ] },
    { name: 'Extras', minChoices: 0, maxChoices: 2, dishes: ['Carne Asada Tacos', 'Al Pastor Tacos', 'Carnitas Burrito'], options: [
      { name: 'Guacamole', priceDeltaCents: 150 }, { name: 'Queso fresco', priceDeltaCents: 100, allergens: ['milk'] },
    ] },
    { name: 'Leave out', minChoices: 0, maxChoices: 2, isRemoval: true, dishes: ['Carne Asada Tacos', 'Baja Fish Tacos'], options: [
      { name: 'Onion' }, { name: 'Cilantro' },
    ] },
  ],
  seoul: [
    { name: 'Spice level', required: true, minChoices: 1, maxChoices: 1, dishes: ['Spicy Pork Bibimbap', 'Tteokbokki'], options: [
      { name: 'Mild' }, { name: 'Medium' }, { name: 'Fire' },
    ] },
    { name: 'Add-ons', minChoices: 0, maxChoices: 2, dishes: ['Bulgogi Bibimbap', 'Korean Fried Chicken'], options: [
      { name: 'Extra egg', priceDeltaCents: 150, allergens: ['eggs'] }, { name: 'Cheese', priceDeltaCents: 150, allergens: ['milk'] },
    ] },
  ],
  midway: [
    { name: 'Toppings', minChoices: 0, maxChoices: 3, dishes: ['Foot-Long Hot Dog', 'Classic Corn Dog'], options: [
      { name: 'Mustard', allergens: ['mustard'] }, { name: 'Relish' }, { name: 'Sautéed onions', priceDeltaCents: 50 },
    ] },
    { name: 'Flavour', required: true, minChoices: 1, maxChoices: 1, dishes: ['Fresh-Squeezed Lemonade'], options: [
      { name: 'Classic' }, { name: 'Strawberry', priceDeltaCents: 50 },
    ] },
  ],
  smokestack: [
    { name: 'Sides', required: true, minChoices: 2, maxChoices: 2, dishes: ['St. Louis Ribs'], options: [
      { name: 'Mac & cheese', allergens: ['gluten', 'milk'] }, { name: 'Coleslaw', allergens: ['eggs', 'mustard'] }, { name: 'Cornbread', allergens: ['gluten', 'milk', 'eggs'] }, { name: 'Pickles' },
    ] },
    { name: 'Sauce', minChoices: 0, maxChoices: 2, dishes: ['Brisket Plate', 'Pulled Pork Sandwich', 'Smoked Chicken Quarter'], options: [
      { name: 'House BBQ', allergens: ['mustard'] }, { name: 'Carolina vinegar' }, { name: 'Alabama white', allergens: ['eggs'] },
    ] },
  ],
  pizza: [
    { name: 'Slice', required: true, minChoices: 1, maxChoices: 1, dishes: ['Pizza by the Slice'], options: [
      { name: 'Cheese' }, { name: 'Pepperoni', priceDeltaCents: 100 },
    ] },
    { name: 'Extra toppings', minChoices: 0, maxChoices: 3, dishes: ['Margherita Pizza', 'Pepperoni Pizza', 'Wild Mushroom Pizza'], options: [
      { name: 'Hot honey', priceDeltaCents: 150 }, { name: 'Anchovies', priceDeltaCents: 200, allergens: ['fish'] }, { name: 'Burrata', priceDeltaCents: 300, allergens: ['milk'] },
    ] },
  ],
  greenRoom: [
    { name: 'Dressing', required: true, minChoices: 1, maxChoices: 1, dishes: ['Rainbow Buddha Bowl'], options: [
      { name: 'Tahini', allergens: ['sesame'] }, { name: 'Peanut lime', allergens: ['peanuts'] }, { name: 'Lemon herb' },
    ] },
    { name: 'Leave out', minChoices: 0, maxChoices: 2, isRemoval: true, dishes: ['Green Room Smash Burger'], options: [
      { name: 'Caramelised onion' }, { name: 'Special sauce', allergens: ['mustard'] },
    ] },
  ],
  nightOwl: [
    { name: 'Noodles', required: true, minChoices: 1, maxChoices: 1, dishes: ['Tonkotsu Ramen', 'Spicy Miso Ramen'], options: [
      { name: 'Thin', allergens: ['gluten'] }, { name: 'Thick', allergens: ['gluten', 'eggs'] },
    ] },
  ],
};
