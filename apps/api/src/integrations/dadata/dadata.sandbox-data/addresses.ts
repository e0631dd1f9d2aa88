/**
 * Real buildings (offices, universities, landmarks; never a home) with their postal codes, enough
 * for the address fields of the demo. Coordinates are the city centre (qc_geo 4).
 */
import type { SandboxAddress, SandboxCity } from './types.js';

const federalCity = (
  name: string,
  iso: string,
  kladr: string,
  district: string,
  geo: [string, string],
): SandboxCity => ({
  region: name,
  regionType: 'г',
  regionTypeFull: 'город',
  regionIso: iso,
  regionKladrId: kladr,
  federalDistrict: district,
  area: null,
  city: name,
  cityKladrId: kladr,
  geo,
  timezone: 'UTC+3',
});

const moscow = federalCity('Москва', 'RU-MOW', '7700000000000', 'Центральный', ['55.75396', '37.620393']);
const spb = federalCity('Санкт-Петербург', 'RU-SPE', '7800000000000', 'Северо-Западный', ['59.939095', '30.315868']);

const regionTypes: Record<string, string> = { Респ: 'республика', обл: 'область', край: 'край' };

const city = (c: Omit<SandboxCity, 'regionTypeFull' | 'area'> & { area?: string }): SandboxCity => ({
  ...c,
  regionTypeFull: regionTypes[c.regionType] ?? c.regionType,
  area: c.area ?? null,
});

const tatarstan = { region: 'Татарстан', regionType: 'Респ', regionIso: 'RU-TA', regionKladrId: '1600000000000' };
const privolzhsky = 'Приволжский';

const kazan = city({
  ...tatarstan,
  federalDistrict: privolzhsky,
  city: 'Казань',
  cityKladrId: '1600000100000',
  geo: ['55.794438', '49.111451'],
  timezone: 'UTC+3',
});
const innopolis = city({
  ...tatarstan,
  federalDistrict: privolzhsky,
  area: 'Верхнеуслонский р-н',
  city: 'Иннополис',
  cityKladrId: null,
  geo: ['55.752014', '48.744518'],
  timezone: 'UTC+3',
});
const almetyevsk = city({
  ...tatarstan,
  federalDistrict: privolzhsky,
  area: 'Альметьевский р-н',
  city: 'Альметьевск',
  cityKladrId: null,
  geo: ['54.901383', '52.297113'],
  timezone: 'UTC+3',
});
const yekaterinburg = city({
  region: 'Свердловская',
  regionType: 'обл',
  regionIso: 'RU-SVE',
  regionKladrId: '6600000000000',
  federalDistrict: 'Уральский',
  city: 'Екатеринбург',
  cityKladrId: '6600000100000',
  geo: ['56.838607', '60.605514'],
  timezone: 'UTC+5',
});
const novosibirsk = city({
  region: 'Новосибирская',
  regionType: 'обл',
  regionIso: 'RU-NVS',
  regionKladrId: '5400000000000',
  federalDistrict: 'Сибирский',
  city: 'Новосибирск',
  cityKladrId: '5400000100000',
  geo: ['55.028739', '82.90692'],
  timezone: 'UTC+7',
});
const nizhnyNovgorod = city({
  region: 'Нижегородская',
  regionType: 'обл',
  regionIso: 'RU-NIZ',
  regionKladrId: '5200000000000',
  federalDistrict: privolzhsky,
  city: 'Нижний Новгород',
  cityKladrId: '5200000100000',
  geo: ['56.324133', '44.005299'],
  timezone: 'UTC+3',
});
const samara = city({
  region: 'Самарская',
  regionType: 'обл',
  regionIso: 'RU-SAM',
  regionKladrId: '6300000000000',
  federalDistrict: privolzhsky,
  city: 'Самара',
  cityKladrId: '6300000100000',
  geo: ['53.195538', '50.101783'],
  timezone: 'UTC+4',
});
const krasnodar = city({
  region: 'Краснодарский',
  regionType: 'край',
  regionIso: 'RU-KDA',
  regionKladrId: '2300000000000',
  federalDistrict: 'Южный',
  city: 'Краснодар',
  cityKladrId: '2300000100000',
  geo: ['45.04023', '38.97608'],
  timezone: 'UTC+3',
});
const voronezh = city({
  region: 'Воронежская',
  regionType: 'обл',
  regionIso: 'RU-VOR',
  regionKladrId: '3600000000000',
  federalDistrict: 'Центральный',
  city: 'Воронеж',
  cityKladrId: '3600000100000',
  geo: ['51.661535', '39.200287'],
  timezone: 'UTC+3',
});
const irkutsk = city({
  region: 'Иркутская',
  regionType: 'обл',
  regionIso: 'RU-IRK',
  regionKladrId: '3800000000000',
  federalDistrict: 'Сибирский',
  city: 'Иркутск',
  cityKladrId: null,
  geo: ['52.286387', '104.28066'],
  timezone: 'UTC+8',
});
const kostroma = city({
  region: 'Костромская',
  regionType: 'обл',
  regionIso: 'RU-KOS',
  regionKladrId: '4400000000000',
  federalDistrict: 'Центральный',
  city: 'Кострома',
  cityKladrId: '4400000100000',
  geo: ['57.767961', '40.926858'],
  timezone: 'UTC+3',
});

const streetTypes: Record<string, string> = {
  ул: 'улица',
  наб: 'набережная',
  'пр-кт': 'проспект',
  пл: 'площадь',
  'б-р': 'бульвар',
  пер: 'переулок',
  ш: 'шоссе',
};

/** `street` as DaData writes it; its type is the word found in streetTypes. */
const at = (
  c: SandboxCity,
  postalCode: string,
  street: string,
  house: string,
  block?: [string, string],
): SandboxAddress => {
  const streetType = street.split(' ').find((word) => word in streetTypes) ?? 'ул';
  return {
    city: c,
    postalCode,
    street,
    streetType,
    streetTypeFull: streetTypes[streetType] ?? streetType,
    house,
    ...(block ? { block } : {}),
  };
};

export const addresses: readonly SandboxAddress[] = [
  at(moscow, '125009', 'ул Тверская', '7'),
  at(moscow, '117312', 'ул Вавилова', '19'),
  at(moscow, '119021', 'ул Льва Толстого', '16'),
  at(moscow, '109147', 'ул Марксистская', '4'),
  at(moscow, '109012', 'Красная пл', '3'),
  at(moscow, '119019', 'ул Арбат', '1'),
  at(moscow, '123112', 'Пресненская наб', '12'),
  at(moscow, '123112', 'Пресненская наб', '10'),
  at(moscow, '101000', 'Сретенский б-р', '11'),
  at(moscow, '115035', 'Софийская наб', '26/1'),
  at(moscow, '107078', 'ул Каланчевская', '27'),
  at(moscow, '127287', 'ул Хуторская 2-я', '38А', ['стр', '26']),
  at(moscow, '115280', 'ул Ленинская Слобода', '19'),
  at(moscow, '119991', 'ул Ленинские Горы', '1'),
  at(moscow, '129090', 'ул Троицкая', '17', ['стр', '1']),
  at(moscow, '117420', 'ул Наметкина', '16', ['к', '1']),
  at(moscow, '125171', 'Ленинградское ш', '16А', ['стр', '1']),
  at(moscow, '125009', 'ул Воздвиженка', '10'),
  at(moscow, '109052', 'ул Смирновская', '10', ['стр', '22']),
  at(moscow, '115114', 'ул Летниковская', '2', ['стр', '4']),
  at(moscow, '115114', 'ул Кожевническая', '14'),
  at(moscow, '107078', 'ул Маши Порываевой', '34'),
  at(moscow, '119048', 'ул Ефремова', '8'),
  at(spb, '190000', 'Дворцовая пл', '2'),
  at(spb, '197229', 'Лахтинский пр-кт', '2', ['к', '3 стр 1']),
  at(spb, '199034', 'Университетская наб', '7-9'),
  at(spb, '191144', 'Дегтярный пер', '11', ['литера', 'А']),
  at(spb, '197101', 'Кронверкский пр-кт', '49'),
  at(spb, '191124', 'ул Красного Текстильщика', '2'),
  at(spb, '191124', 'пл Растрелли', '2', ['литера', 'А']),
  at(kazan, '420008', 'ул Кремлевская', '18'),
  at(kazan, '420074', 'ул Петербургская', '52'),
  at(kazan, '420066', 'ул Декабристов', '1'),
  at(innopolis, '420500', 'ул Университетская', '1'),
  at(almetyevsk, '423450', 'ул Ленина', '75'),
  at(yekaterinburg, '620002', 'ул Мира', '19'),
  at(yekaterinburg, '620014', 'ул Бориса Ельцина', '3'),
  at(yekaterinburg, '620144', 'ул Народной Воли', '19А'),
  at(yekaterinburg, '620026', 'ул Куйбышева', '67'),
  at(novosibirsk, '630090', 'ул Пирогова', '1'),
  at(novosibirsk, '630099', 'Красный пр-кт', '36'),
  at(novosibirsk, '630007', 'ул Серебренниковская', '20'),
  at(nizhnyNovgorod, '603005', 'ул Октябрьская', '35'),
  at(samara, '443011', 'ул Ново-Садовая', '305'),
  at(krasnodar, '350072', 'ул Солнечная', '15/5'),
  at(voronezh, '394006', 'ул 9 Января', '28'),
  at(irkutsk, '664011', 'ул Нижняя Набережная', '10'),
  at(kostroma, '156000', 'пр-кт Текстильщиков', '46'),
];
