/** The seven metals and five forms the manufacturer sells (docs/product/overview.md); filters use these keys. */
export const metals = ['titanium', 'nickel', 'tungsten', 'molybdenum', 'tantalum', 'niobium', 'nitinol'] as const;
export const forms = ['tube', 'plate', 'bar', 'wire', 'fitting'] as const;

/** Sizes in millimetres; which ones a product has depends on its form (tube: od and wall, …). */
export const dimensionKeys = ['od', 'wall', 'diameter', 'thickness', 'width', 'length'] as const;
export type DimensionKey = (typeof dimensionKeys)[number];

export type Metal = (typeof metals)[number];
export type Form = (typeof forms)[number];

export const metalLabels: Record<Metal, string> = {
  titanium: 'Titanium',
  nickel: 'Nickel',
  tungsten: 'Tungsten',
  molybdenum: 'Molybdenum',
  tantalum: 'Tantalum',
  niobium: 'Niobium',
  nitinol: 'Nitinol',
};

export const formLabels: Record<Form, string> = {
  tube: 'Tubes',
  plate: 'Plates',
  bar: 'Bars',
  wire: 'Wires',
  fitting: 'Fittings',
};
