"""Card texts in six languages: golden texts, plurals, errata.

The golden cards together use every icon and every kind of restriction a card prints
(a province, a group, a country, a city, several places, a limit per province, a crest,
a forbidden transfer, a moved cube's origin, the printed order, a reminder of a phase).
Each text is what a rules text in that language would say; a change in the messages or
in how the text is composed shows up here, language by language.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from interpreter.paths import content_dir
from interpreter.rules.cards import all_cards
from interpreter.rules.pipeline import build
from interpreter.words.cardtext import CardText
from interpreter.words.l10n import Localizer, Ref

LANGS = ("en", "de", "pl", "uk", "it", "fr")

GOLDEN: dict[str, dict[str, str]] = {
    "25": {
        "en": 'Place 2 unrest cubes in West Berlin. Place 2 unrest cubes in West Germany.',
        "de": 'Setze 2 Unruhewürfel in West-Berlin ein. Setze 2 Unruhewürfel in Westdeutschland ein.',
        "pl": 'Umieść 2 znaczniki niepokoju w Berlinie Zachodnim. Umieść 2 znaczniki niepokoju w Niemczech Zachodnich.',
        "uk": 'Розмістіть 2 фішки заворушень у Західному Берліні. Розмістіть 2 фішки заворушень у Західній Німеччині.',
        "it": 'Piazzare 2 cubi sommossa a Berlino Ovest. Piazzare 2 cubi sommossa in Germania Ovest.',
        "fr": "Placez 2 cubes de trouble à Berlin-Ouest. Placez 2 cubes de trouble en Allemagne de l'Ouest.",
    },
    "1": {
        "en": 'Remove 2 unrest cubes from East Germany. Move the Western currency marker 1 space toward West. Move the socialist marker 1 space toward East.',
        "de": 'Entferne 2 Unruhewürfel aus der DDR. Rücke den Devisenmarker 1 Feld in Richtung BRD. Rücke den Sozialistenmarker 1 Feld in Richtung DDR.',
        "pl": 'Usuń 2 znaczniki niepokoju z Niemiec Wschodnich. Przesuń znacznik na torze dewiz o 1 pole w stronę Zachodu. Przesuń znacznik na torze socjalistów o 1 pole w stronę Wschodu.',
        "uk": 'Приберіть 2 фішки заворушень зі Східної Німеччини. Пересуньте маркер західної валюти на 1 комірку в бік Заходу. Пересуньте маркер соціалістів на 1 комірку в бік Сходу.',
        "it": "Rimuovere 2 cubi sommossa dalla Germania Est. Muovere l'indicatore valuta occidentale di 1 casella a favore dell'Ovest. Muovere l'indicatore socialista di 1 casella a favore dell'Est.",
        "fr": "Enlevez 2 cubes de trouble d'Allemagne de l'Est. Déplacez le pion dollar de 1 case vers l'Ouest. Déplacez le pion socialisme de 1 case vers l'Est.",
    },
    "5": {
        "en": 'Remove 1 unrest cube from East Germany. Red police power: the card goes face up to East; as a red police card, it counts toward flight. Move the prestige marker 1 space toward East.',
        "de": 'Entferne 1 Unruhewürfel aus der DDR. Rote Staatsgewalt: Die Karte wird offen vor die DDR gelegt; als rote Staatsgewalt-Karte zählt sie bei der Republikflucht mit. Rücke den Prestigemarker 1 Feld in Richtung DDR.',
        "pl": 'Usuń 1 znacznik niepokoju z Niemiec Wschodnich. Użycie policji (czerwone): karta zostaje położona odkryta przed Wschodem; jako czerwona karta użycia policji liczy się do ucieczek. Przesuń znacznik na torze prestiżu o 1 pole w stronę Wschodu.',
        "uk": 'Приберіть 1 фішку заворушень зі Східної Німеччини. Червона поліцейська сила: картка лягає відкритою перед Сходом; як червона картка поліцейської сили вона враховується в утечі з республіки. Пересуньте маркер престижу на 1 комірку в бік Сходу.',
        "it": "Rimuovere 1 cubo sommossa dalla Germania Est. Forze di polizia rosse: la carta va scoperta davanti all'Est; come carta forze di polizia rossa, conta per la fuga dalla Repubblica. Muovere l'indicatore prestigio di 1 casella a favore dell'Est.",
        "fr": "Enlevez 1 cube de trouble d'Allemagne de l'Est. Pouvoir de police rouge : la carte est placée face visible devant l'Est ; carte de police rouge, elle compte pour les évasions. Déplacez le marqueur de prestige de 1 case vers l'Est.",
    },
    "7": {
        "en": 'East gets 2 build points in the ČSSR. East gets 2 build points in Poland. Place 1 unrest cube in East Germany. Move the Western currency marker 1 space toward East.',
        "de": 'Die DDR erhält 2 Wirtschaftspunkte in der ČSSR. Die DDR erhält 2 Wirtschaftspunkte in Polen. Setze 1 Unruhewürfel in der DDR ein. Rücke den Devisenmarker 1 Feld in Richtung DDR.',
        "pl": 'Wschód otrzymuje 2 punkty budowy w ČSSR. Wschód otrzymuje 2 punkty budowy w Polsce. Umieść 1 znacznik niepokoju w Niemczech Wschodnich. Przesuń znacznik na torze dewiz o 1 pole w stronę Wschodu.',
        "uk": 'Схід отримує 2 очки побудови в ЧССР. Схід отримує 2 очки побудови в Польщі. Розмістіть 1 фішку заворушень у Східній Німеччині. Пересуньте маркер західної валюти на 1 комірку в бік Сходу.',
        "it": "L'Est guadagna 2 punti costruzione nella ČSSR. L'Est guadagna 2 punti costruzione in Polonia. Piazzare 1 cubo sommossa in Germania Est. Muovere l'indicatore valuta occidentale di 1 casella a favore dell'Est.",
        "fr": "L'Est reçoit 2 points de construction en ČSSR. L'Est reçoit 2 points de construction en Pologne. Placez 1 cube de trouble en Allemagne de l'Est. Déplacez le pion dollar de 1 case vers l'Est.",
    },
    "8": {
        "en": 'West dismantles 2 build points in the West. Place 1 unrest cube in Rheinland-Pfalz. Move the prestige marker 1 space toward East.',
        "de": 'Die BRD baut 2 Punkte ab. Setze 1 Unruhewürfel in Rheinland-Pfalz ein. Rücke den Prestigemarker 1 Feld in Richtung DDR.',
        "pl": 'Zachód demontuje 2 punkty budowy na Zachodzie. Umieść 1 znacznik niepokoju w Nadrenii-Palatynacie. Przesuń znacznik na torze prestiżu o 1 pole w stronę Wschodu.',
        "uk": 'Захід демонтує 2 очки побудови на Заході. Розмістіть 1 фішку заворушень у Рейнланд-Пфальці. Пересуньте маркер престижу на 1 комірку в бік Сходу.',
        "it": "L'Ovest smantella 2 punti costruzione a Ovest. Piazzare 1 cubo sommossa in Rheinland-Pfalz. Muovere l'indicatore prestigio di 1 casella a favore dell'Est.",
        "fr": "L'Ouest subit 2 points de démantèlement à l'Ouest. Placez 1 cube de trouble en Rheinland-Pfalz. Déplacez le marqueur de prestige de 1 case vers l'Est.",
    },
    "15": {
        "en": 'West gets 1 build point in the West; West decides where. East dismantles 1 build point in East Germany; West decides where. Pink police power: the card goes face up to East; as a pink police card, it does not count toward flight. Move the socialist marker 1 space toward East.',
        "de": 'Die BRD erhält 1 Wirtschaftspunkt; wo, entscheidet die BRD. Die DDR baut 1 Punkt ab; wo, entscheidet die BRD. Rosa Staatsgewalt: Die Karte wird offen vor die DDR gelegt; als rosa Staatsgewalt-Karte zählt sie bei der Republikflucht nicht mit. Rücke den Sozialistenmarker 1 Feld in Richtung DDR.',
        "pl": 'Zachód otrzymuje 1 punkt budowy na Zachodzie; o miejscu decyduje Zachód. Wschód demontuje 1 punkt budowy w Niemczech Wschodnich; o miejscu decyduje Zachód. Użycie policji (różowe): karta zostaje położona odkryta przed Wschodem; jako różowa karta użycia policji nie liczy się do ucieczek. Przesuń znacznik na torze socjalistów o 1 pole w stronę Wschodu.',
        "uk": 'Захід отримує 1 очко побудови на Заході; де саме — вирішує Захід. Схід демонтує 1 очко побудови в Східній Німеччині; де саме — вирішує Захід. Рожева поліцейська сила: картка лягає відкритою перед Сходом; як рожева картка поліцейської сили вона не враховується в утечі з республіки. Пересуньте маркер соціалістів на 1 комірку в бік Сходу.',
        "it": "L'Ovest guadagna 1 punto costruzione a Ovest; l'Ovest decide dove. L'Est smantella 1 punto costruzione in Germania Est; l'Ovest decide dove. Forze di polizia rosa: la carta va scoperta davanti all'Est; come carta forze di polizia rosa, non conta per la fuga dalla Repubblica. Muovere l'indicatore socialista di 1 casella a favore dell'Est.",
        "fr": "L'Ouest reçoit 1 point de construction à l'Ouest ; l'Ouest décide où. L'Est subit 1 point de démantèlement en Allemagne de l'Est ; l'Ouest décide où. Pouvoir de police rose : la carte est placée face visible devant l'Est ; carte de police rose, elle ne compte pas pour les évasions. Déplacez le pion socialisme de 1 case vers l'Est.",
    },
    "27": {
        "en": 'East gets 2 build points in Rheinsberg. Move the prestige marker 1 space toward East.',
        "de": 'Die DDR erhält 2 Wirtschaftspunkte in Rheinsberg. Rücke den Prestigemarker 1 Feld in Richtung DDR.',
        "pl": 'Wschód otrzymuje 2 punkty budowy w Rheinsbergu. Przesuń znacznik na torze prestiżu o 1 pole w stronę Wschodu.',
        "uk": 'Схід отримує 2 очки побудови в Райнсберзі. Пересуньте маркер престижу на 1 комірку в бік Сходу.',
        "it": "L'Est guadagna 2 punti costruzione a Rheinsberg. Muovere l'indicatore prestigio di 1 casella a favore dell'Est.",
        "fr": "L'Est reçoit 2 points de construction à Rheinsberg. Déplacez le marqueur de prestige de 1 case vers l'Est.",
    },
    "35": {
        "en": 'Place 2 LS markers in West Germany and remove 1 unrest cube where each goes, at most 1 in one province. Place 1 unrest cube in East Germany.',
        "de": 'Setze 2 LS-Marker in Westdeutschland ein und entferne für jeden 1 Unruhewürfel dort, wo er hinkommt, höchstens 1 pro Gebiet. Setze 1 Unruhewürfel in der DDR ein.',
        "pl": 'Umieść 2 znaczniki LS w Niemczech Zachodnich i usuń 1 znacznik niepokoju tam, gdzie trafi każdy z nich, najwyżej 1 w jednej prowincji. Umieść 1 znacznik niepokoju w Niemczech Wschodnich.',
        "uk": 'Розмістіть 2 маркери РЖ в Західній Німеччині і приберіть по 1 фішці заворушень там, куди потрапить кожен із них, щонайбільше 1 в одній землі. Розмістіть 1 фішку заворушень у Східній Німеччині.',
        "it": 'Piazzare 2 segnalini TV in Germania Ovest e rimuovere 1 cubo sommossa dove va ciascuno, al massimo 1 per provincia. Piazzare 1 cubo sommossa in Germania Est.',
        "fr": "Placez 2 MNV en Allemagne de l'Ouest et enlevez 1 cube de trouble là où chacun est placé, 1 au plus par province. Placez 1 cube de trouble en Allemagne de l'Est.",
    },
    "37": {
        "en": 'Remove 1 factory of East in the ČSSR for good, with all its infrastructure. Place 1 unrest cube in East Germany. Move the socialist marker 2 spaces toward West.',
        "de": 'Entferne 1 Fabrik der DDR in der ČSSR endgültig, mit ihrer ganzen Infrastruktur. Setze 1 Unruhewürfel in der DDR ein. Rücke den Sozialistenmarker 2 Felder in Richtung BRD.',
        "pl": 'Usuń na stałe 1 fabrykę Wschodu w ČSSR wraz z całą jej infrastrukturą. Umieść 1 znacznik niepokoju w Niemczech Wschodnich. Przesuń znacznik na torze socjalistów o 2 pola w stronę Zachodu.',
        "uk": 'Остаточно приберіть 1 фабрику Сходу в ЧССР разом з усією її інфраструктурою. Розмістіть 1 фішку заворушень у Східній Німеччині. Пересуньте маркер соціалістів на 2 комірки в бік Заходу.',
        "it": "Rimuovere definitivamente 1 fabbrica dell'Est nella ČSSR con tutte le sue infrastrutture. Piazzare 1 cubo sommossa in Germania Est. Muovere l'indicatore socialista di 2 caselle a favore dell'Ovest.",
        "fr": "Enlevez définitivement 1 usine de l'Est en ČSSR, avec toute son infrastructure. Placez 1 cube de trouble en Allemagne de l'Est. Déplacez le pion socialisme de 2 cases vers l'Ouest.",
    },
    "46": {
        "en": 'Place 1 LS marker in East Berlin and remove 1 unrest cube there. 1 rundown factory of East in East Berlin is repaired. 1 factory of East in East Germany becomes rundown. Move the socialist marker 1 space toward East.',
        "de": 'Setze 1 LS-Marker in Ost-Berlin ein und entferne dort 1 Unruhewürfel. 1 marode Fabrik der DDR in Ost-Berlin wird saniert. 1 Fabrik der DDR wird marode. Rücke den Sozialistenmarker 1 Feld in Richtung DDR.',
        "pl": 'Umieść 1 znacznik LS w Berlinie Wschodnim i usuń tam 1 znacznik niepokoju. 1 przestarzała fabryka Wschodu w Berlinie Wschodnim zostaje wyremontowana. 1 fabryka Wschodu w Niemczech Wschodnich staje się przestarzała. Przesuń znacznik na torze socjalistów o 1 pole w stronę Wschodu.',
        "uk": 'Розмістіть 1 маркер РЖ в Східному Берліні і приберіть там 1 фішку заворушень. 1 занедбану фабрику Сходу в Східному Берліні відновлено. 1 фабрика Сходу в Східній Німеччині стає занедбаною. Пересуньте маркер соціалістів на 1 комірку в бік Сходу.',
        "it": "Piazzare 1 segnalino TV a Berlino Est e rimuovervi 1 cubo sommossa. 1 fabbrica fatiscente dell'Est a Berlino Est viene rimodernata. 1 fabbrica dell'Est in Germania Est diventa fatiscente. Muovere l'indicatore socialista di 1 casella a favore dell'Est.",
        "fr": "Placez 1 MNV à Berlin-Est et enlevez-y 1 cube de trouble. 1 usine délabrée de l'Est à Berlin-Est est réparée. 1 usine de l'Est en Allemagne de l'Est se délabre. Déplacez le pion socialisme de 1 case vers l'Est.",
    },
    "50": {
        "en": "Place 1 unrest cube in the West. Guillaume affair: East looks at West's hand or at the top 2 cards of the draw deck, and may swap one of its cards for one it saw, or remove one of the 2 deck cards from the game. Move the prestige marker 1 space toward East.",
        "de": 'Setze 1 Unruhewürfel im Westen ein. Guillaume-Affäre: Die DDR sieht sich die Handkarten der BRD oder die obersten 2 Karten des Nachziehstapels an und darf eine ihrer Karten gegen eine gesehene tauschen oder eine der 2 Stapelkarten aus dem Spiel nehmen. Rücke den Prestigemarker 1 Feld in Richtung DDR.',
        "pl": "Umieść 1 znacznik niepokoju na Zachodzie. Afera Guillaume'a: Wschód ogląda karty na ręce Zachodu albo 2 wierzchnie karty talii i może wymienić jedną ze swoich kart na jedną z obejrzanych albo usunąć z gry jedną z tych 2 kart talii. Przesuń znacznik na torze prestiżu o 1 pole w stronę Wschodu.",
        "uk": 'Розмістіть 1 фішку заворушень на Заході. Справа Гійома: Схід переглядає руку Заходу або 2 верхні картки колоди й може обміняти одну зі своїх карток на одну з побачених або вилучити з гри одну з цих 2 карток колоди. Пересуньте маркер престижу на 1 комірку в бік Сходу.',
        "it": "Piazzare 1 cubo sommossa a Ovest. Affare Guillaume: l'Est guarda la mano dell'Ovest oppure le prime 2 carte del mazzo di pesca e può scambiare una delle sue carte con una di quelle viste, oppure rimuovere dal gioco una delle 2 carte del mazzo. Muovere l'indicatore prestigio di 1 casella a favore dell'Est.",
        "fr": "Placez 1 cube de trouble à l'Ouest. Affaire Guillaume : l'Est regarde la main de l'Ouest ou les 2 cartes du dessus de la pioche, et peut échanger une de ses cartes contre une carte vue, ou retirer du jeu l'une des 2 cartes de la pioche. Déplacez le marqueur de prestige de 1 case vers l'Est.",
    },
    "60": {
        "en": 'Place 1 LS marker in Bayern, removing no unrest. Place 1 unrest cube in Bayern. Move the prestige marker 2 spaces toward West.',
        "de": 'Setze 1 LS-Marker in Bayern ein, ohne Unruhe zu entfernen. Setze 1 Unruhewürfel in Bayern ein. Rücke den Prestigemarker 2 Felder in Richtung BRD.',
        "pl": 'Umieść 1 znacznik LS w Bawarii, nie usuwając znaczników niepokoju. Umieść 1 znacznik niepokoju w Bawarii. Przesuń znacznik na torze prestiżu o 2 pola w stronę Zachodu.',
        "uk": 'Розмістіть 1 маркер РЖ в Баварії, не прибираючи фішок заворушень. Розмістіть 1 фішку заворушень у Баварії. Пересуньте маркер престижу на 2 комірки в бік Заходу.',
        "it": "Piazzare 1 segnalino TV in Bayern senza rimuovere cubi sommossa. Piazzare 1 cubo sommossa in Bayern. Muovere l'indicatore prestigio di 2 caselle a favore dell'Ovest.",
        "fr": "Placez 1 MNV en Bayern sans enlever de cube de trouble. Placez 1 cube de trouble en Bayern. Déplacez le marqueur de prestige de 2 cases vers l'Ouest.",
    },
    "63": {
        "en": 'West dismantles 3 build points in Niedersachsen and in Hamburg.',
        "de": 'Die BRD baut 3 Punkte in Niedersachsen und in Hamburg ab.',
        "pl": 'Zachód demontuje 3 punkty budowy w Dolnej Saksonii i w Hamburgu.',
        "uk": 'Захід демонтує 3 очки побудови в Нижній Саксонії та в Гамбурзі.',
        "it": "L'Ovest smantella 3 punti costruzione in Niedersachsen e a Hamburg.",
        "fr": "L'Ouest subit 3 points de démantèlement en Niedersachsen et à Hamburg.",
    },
    "66": {
        "en": 'Move 2 unrest cubes of East from one of its provinces to another. Pink police power: the card goes face up to East; as a pink police card, it does not count toward flight. Move the socialist marker 1 space toward West.',
        "de": 'Versetze 2 Unruhewürfel von einem Gebiet der DDR in ein anderes. Rosa Staatsgewalt: Die Karte wird offen vor die DDR gelegt; als rosa Staatsgewalt-Karte zählt sie bei der Republikflucht nicht mit. Rücke den Sozialistenmarker 1 Feld in Richtung BRD.',
        "pl": 'Przemieść 2 znaczniki niepokoju z jednej prowincji Wschodu do innej. Użycie policji (różowe): karta zostaje położona odkryta przed Wschodem; jako różowa karta użycia policji nie liczy się do ucieczek. Przesuń znacznik na torze socjalistów o 1 pole w stronę Zachodu.',
        "uk": 'Перемістіть 2 фішки заворушень з однієї землі Сходу до іншої. Рожева поліцейська сила: картка лягає відкритою перед Сходом; як рожева картка поліцейської сили вона не враховується в утечі з республіки. Пересуньте маркер соціалістів на 1 комірку в бік Заходу.',
        "it": "Spostare 2 cubi sommossa da una provincia dell'Est a un'altra. Forze di polizia rosa: la carta va scoperta davanti all'Est; come carta forze di polizia rosa, non conta per la fuga dalla Repubblica. Muovere l'indicatore socialista di 1 casella a favore dell'Ovest.",
        "fr": "Déplacez 2 cubes de trouble d'une province de l'Est vers une autre. Pouvoir de police rose : la carte est placée face visible devant l'Est ; carte de police rose, elle ne compte pas pour les évasions. Déplacez le pion socialisme de 1 case vers l'Ouest.",
    },
    "77": {
        "en": 'Place 1 unrest cube in Sachsen. Move 1 unrest cube of East from one of its provinces to another. Move 1 unrest cube of East from Sachsen to another of its provinces (this may be skipped); East decides where. Move the socialist marker 2 spaces toward West.',
        "de": 'Setze 1 Unruhewürfel in Sachsen ein. Versetze 1 Unruhewürfel von einem Gebiet der DDR in ein anderes. Versetze 1 Unruhewürfel aus Sachsen in ein anderes Gebiet der DDR (darf auch unterbleiben); wo, entscheidet die DDR. Rücke den Sozialistenmarker 2 Felder in Richtung BRD.',
        "pl": 'Umieść 1 znacznik niepokoju w Saksonii. Przemieść 1 znacznik niepokoju z jednej prowincji Wschodu do innej. Przemieść 1 znacznik niepokoju z Saksonii do innej prowincji Wschodu (można z tego zrezygnować); o miejscu decyduje Wschód. Przesuń znacznik na torze socjalistów o 2 pola w stronę Zachodu.',
        "uk": 'Розмістіть 1 фішку заворушень у Саксонії. Перемістіть 1 фішку заворушень з однієї землі Сходу до іншої. Перемістіть 1 фішку заворушень із Саксонії до іншої землі Сходу (від цього можна відмовитися); де саме — вирішує Схід. Пересуньте маркер соціалістів на 2 комірки в бік Заходу.',
        "it": "Piazzare 1 cubo sommossa in Sachsen. Spostare 1 cubo sommossa da una provincia dell'Est a un'altra. Spostare 1 cubo sommossa da Sachsen a un'altra provincia dell'Est (si può anche rinunciarvi); l'Est decide dove. Muovere l'indicatore socialista di 2 caselle a favore dell'Ovest.",
        "fr": "Placez 1 cube de trouble en Sachsen. Déplacez 1 cube de trouble d'une province de l'Est vers une autre. Déplacez 1 cube de trouble de Sachsen vers une autre province de l'Est (on peut aussi y renoncer) ; l'Est décide où. Déplacez le pion socialisme de 2 cases vers l'Ouest.",
    },
    "I": {
        "en": 'In this order: Reduce the unrest to 3 in 2 provinces of East with a mass protest. Remove 2 unrest cubes from East Germany. Move the prestige marker 1 space toward West. Move the socialist marker 1 space toward East.',
        "de": 'In dieser Reihenfolge: Senke die Unruhe in 2 Gebieten der DDR mit Massenprotest auf 3. Entferne 2 Unruhewürfel aus der DDR. Rücke den Prestigemarker 1 Feld in Richtung BRD. Rücke den Sozialistenmarker 1 Feld in Richtung DDR.',
        "pl": 'W tej kolejności: w 2 prowincjach Wschodu z masową demonstracją zmniejsz liczbę znaczników niepokoju do 3. Usuń 2 znaczniki niepokoju z Niemiec Wschodnich. Przesuń znacznik na torze prestiżu o 1 pole w stronę Zachodu. Przesuń znacznik na torze socjalistów o 1 pole w stronę Wschodu.',
        "uk": 'У такому порядку: зменште кількість фішок заворушень до 3 у 2 землях Сходу з велелюдним протестом. Приберіть 2 фішки заворушень зі Східної Німеччини. Пересуньте маркер престижу на 1 комірку в бік Заходу. Пересуньте маркер соціалістів на 1 комірку в бік Сходу.',
        "it": "In quest'ordine: ridurre a 3 i cubi sommossa in 2 province dell'Est con una protesta di massa. Rimuovere 2 cubi sommossa dalla Germania Est. Muovere l'indicatore prestigio di 1 casella a favore dell'Ovest. Muovere l'indicatore socialista di 1 casella a favore dell'Est.",
        "fr": "Dans cet ordre : réduisez à 3 les cubes de trouble dans 2 provinces de l'Est ayant une manifestation de masse. Enlevez 2 cubes de trouble d'Allemagne de l'Est. Déplacez le marqueur de prestige de 1 case vers l'Ouest. Déplacez le pion socialisme de 1 case vers l'Est.",
    },
    "II": {
        "en": "The Berlin Wall is built: from now on, East pays the wall's cost at the end of each decade instead of suffering flight. Reminder, Wall costs: Move the prestige marker 1 space toward West. East dismantles 1 build point in East Germany; East decides where.",
        "de": 'Mauerbau: Ab jetzt trägt die DDR an jedem Dekadenende die Mauerkosten, statt unter der Republikflucht zu leiden. Erinnerung (Schritt „Mauerkosten“): Rücke den Prestigemarker 1 Feld in Richtung BRD. Die DDR baut 1 Punkt ab; wo, entscheidet die DDR.',
        "pl": 'Budowa Muru: od teraz na koniec każdej dekady Wschód ponosi Koszty Muru zamiast skutków ucieczek. Przypomnienie (faza „Koszty Muru”): przesuń znacznik na torze prestiżu o 1 pole w stronę Zachodu. Wschód demontuje 1 punkt budowy w Niemczech Wschodnich; o miejscu decyduje Wschód.',
        "uk": 'Зведення Берлінського муру: відтепер наприкінці кожного десятиріччя Схід сплачує витрати на мур замість того, щоб страждати від утечі з республіки. Нагадування (етап «Витрати на мур»): пересуньте маркер престижу на 1 комірку в бік Заходу. Схід демонтує 1 очко побудови в Східній Німеччині; де саме — вирішує Схід.',
        "it": "Costruzione del muro di Berlino: da adesso, a ogni fine decade, l'Est paga i costi per il muro invece di subire la fuga dalla Repubblica. Promemoria (fase «Costi per il muro»): muovere l'indicatore prestigio di 1 casella a favore dell'Ovest. L'Est smantella 1 punto costruzione in Germania Est; l'Est decide dove.",
        "fr": "Construction du mur de Berlin : désormais, à chaque fin de décennie, l'Est paie les coûts du mur au lieu de subir les évasions. Rappel (phase « Coûts du mur ») : déplacez le marqueur de prestige de 1 case vers l'Ouest. L'Est subit 1 point de démantèlement en Allemagne de l'Est ; l'Est décide où.",
    },
    "IV": {
        "en": 'The Stasi is dissolved: East discards its police cards and returns the unrest cubes on them to its provinces, at most 1 per province. Reduce the unrest to 3 in 1 province of East with a mass protest; West decides where. Move the Western currency marker 1 space toward West.',
        "de": 'Auflösung der Stasi: Die DDR wirft ihre Staatsgewalt-Karten ab und setzt die Unruhewürfel darauf in ihre Gebiete zurück, höchstens 1 je Gebiet. Senke die Unruhe in 1 Gebiet der DDR mit Massenprotest auf 3; wo, entscheidet die BRD. Rücke den Devisenmarker 1 Feld in Richtung BRD.',
        "pl": 'Rozwiązanie Stasi: Wschód odrzuca swoje karty użycia policji, a leżące na nich znaczniki niepokoju odkłada do swoich prowincji, najwyżej po 1 na prowincję. W 1 prowincji Wschodu z masową demonstracją zmniejsz liczbę znaczników niepokoju do 3; o miejscu decyduje Zachód. Przesuń znacznik na torze dewiz o 1 pole w stronę Zachodu.',
        "uk": 'Розпуск Штазі: Схід скидає свої картки поліцейської сили й повертає фішки заворушень, що лежать на них, до своїх земель, щонайбільше по 1 на землю. Зменште кількість фішок заворушень до 3 у 1 землі Сходу з велелюдним протестом; де саме — вирішує Захід. Пересуньте маркер західної валюти на 1 комірку в бік Заходу.',
        "it": "Scioglimento della Stasi: l'Est scarta le sue carte forze di polizia e rimette nelle proprie province i cubi sommossa posti su quelle carte, al massimo 1 per provincia. Ridurre a 3 i cubi sommossa in 1 provincia dell'Est con una protesta di massa; l'Ovest decide dove. Muovere l'indicatore valuta occidentale di 1 casella a favore dell'Ovest.",
        "fr": "Dissolution de la Stasi : l'Est défausse ses cartes de police et remet dans ses provinces les cubes de trouble posés sur ces cartes, 1 au plus par province. Réduisez à 3 les cubes de trouble dans 1 province de l'Est ayant une manifestation de masse ; l'Ouest décide où. Déplacez le pion dollar de 1 case vers l'Ouest.",
    },
    "IV_wall": {
        "en": "The Wall falls: from now on, East suffers flight again at the end of each decade instead of paying the wall's cost. The Stasi is dissolved: East discards its police cards and returns the unrest cubes on them to its provinces, at most 1 per province. Remove 1 unrest cube from East Germany. Move the prestige marker 1 space toward East. Move the socialist marker 2 spaces toward East.",
        "de": 'Maueröffnung: Ab jetzt leidet die DDR an jedem Dekadenende wieder unter der Republikflucht, statt die Mauerkosten zu tragen. Auflösung der Stasi: Die DDR wirft ihre Staatsgewalt-Karten ab und setzt die Unruhewürfel darauf in ihre Gebiete zurück, höchstens 1 je Gebiet. Entferne 1 Unruhewürfel aus der DDR. Rücke den Prestigemarker 1 Feld in Richtung DDR. Rücke den Sozialistenmarker 2 Felder in Richtung DDR.',
        "pl": 'Otwarcie Muru: od teraz na koniec każdej dekady Wschód znów ponosi skutki ucieczek zamiast Kosztów Muru. Rozwiązanie Stasi: Wschód odrzuca swoje karty użycia policji, a leżące na nich znaczniki niepokoju odkłada do swoich prowincji, najwyżej po 1 na prowincję. Usuń 1 znacznik niepokoju z Niemiec Wschodnich. Przesuń znacznik na torze prestiżu o 1 pole w stronę Wschodu. Przesuń znacznik na torze socjalistów o 2 pola w stronę Wschodu.',
        "uk": 'Відкриття муру: відтепер наприкінці кожного десятиріччя Схід знову страждає від утечі з республіки замість витрат на мур. Розпуск Штазі: Схід скидає свої картки поліцейської сили й повертає фішки заворушень, що лежать на них, до своїх земель, щонайбільше по 1 на землю. Приберіть 1 фішку заворушень зі Східної Німеччини. Пересуньте маркер престижу на 1 комірку в бік Сходу. Пересуньте маркер соціалістів на 2 комірки в бік Сходу.',
        "it": "Caduta del muro: da adesso, a ogni fine decade, l'Est subisce di nuovo la fuga dalla Repubblica invece di pagare i costi per il muro. Scioglimento della Stasi: l'Est scarta le sue carte forze di polizia e rimette nelle proprie province i cubi sommossa posti su quelle carte, al massimo 1 per provincia. Rimuovere 1 cubo sommossa dalla Germania Est. Muovere l'indicatore prestigio di 1 casella a favore dell'Est. Muovere l'indicatore socialista di 2 caselle a favore dell'Est.",
        "fr": "Ouverture du mur : désormais, à chaque fin de décennie, l'Est subit de nouveau les évasions au lieu de payer les coûts du mur. Dissolution de la Stasi : l'Est défausse ses cartes de police et remet dans ses provinces les cubes de trouble posés sur ces cartes, 1 au plus par province. Enlevez 1 cube de trouble d'Allemagne de l'Est. Déplacez le marqueur de prestige de 1 case vers l'Est. Déplacez le pion socialisme de 2 cases vers l'Est.",
    },
}


@pytest.fixture(scope="module")
def cards(rules):
    return {str(c.id): c for c in all_cards(rules)}


@pytest.fixture(scope="module")
def writers(rules):
    return {lang: CardText(rules, None, lang) for lang in LANGS}


def card_text(writer: CardText, card) -> str:
    return " ".join([writer.event(card), *writer.reminders(card)])


@pytest.mark.parametrize("card_id", sorted(GOLDEN))
@pytest.mark.parametrize("lang", LANGS)
def test_golden_card_text(cards, writers, card_id, lang):
    assert card_text(writers[lang], cards[card_id]) == GOLDEN[card_id][lang]


def test_the_golden_cards_use_every_icon_and_restriction(rules, cards):
    golden = [cards[c] for c in GOLDEN]
    used_icons = {u.icon for c in golden for row in c.rows for u in row.icons}
    all_icons = {u.icon for c in cards.values() for row in c.rows for u in row.icons}
    assert all_icons <= used_icons, f"no golden card uses {sorted(all_icons - used_icons)}"
    kind_of = {str(i): k for k, i in rules.definitions}
    features = set()
    for c in golden:
        for row in c.rows:
            for u in row.icons:
                features |= {f"where {kind_of.get(w)}" for w in u.where}
                features |= {name for name, present in (("several places", len(u.where) > 1),
                                                        ("limit", u.args.get("limit")),
                                                        ("crest", u.crest),
                                                        ("optional", u.args.get("optional") == "yes"),
                                                        ("origin", u.args.get("origin"))) if present}
        features |= {name for name, present in (("printed order", c.order == "printed"),
                                                ("reminder", c.reminders)) if present}
    assert features >= {"where province", "where group", "where country", "where city", "several places",
                        "limit", "crest", "optional", "origin", "printed order", "reminder"}


def test_no_card_text_falls_back_or_leaks_syntax(cards, writers):
    for lang in LANGS:
        for card in cards.values():
            text = card_text(writers[lang], card)
            assert not re.search(r"icon-|card-|[{}]|\$|\bNone\b", text), (lang, card.id, text)


# --------------------------------------------------------------------------- plurals in card text

COUNTS = (1, 2, 5, 12, 22)


@pytest.mark.parametrize("lang, texts", [
    ("pl", ["Umieść 1 znacznik niepokoju w Bawarii", "Umieść 2 znaczniki niepokoju w Bawarii",
            "Umieść 5 znaczników niepokoju w Bawarii", "Umieść 12 znaczników niepokoju w Bawarii",
            "Umieść 22 znaczniki niepokoju w Bawarii"]),
    ("uk", ["Розмістіть 1 фішку заворушень у Баварії", "Розмістіть 2 фішки заворушень у Баварії",
            "Розмістіть 5 фішок заворушень у Баварії", "Розмістіть 12 фішок заворушень у Баварії",
            "Розмістіть 22 фішки заворушень у Баварії"]),
    ("fr", ["Placez 1 cube de trouble en Bayern", "Placez 2 cubes de trouble en Bayern",
            "Placez 5 cubes de trouble en Bayern", "Placez 12 cubes de trouble en Bayern",
            "Placez 22 cubes de trouble en Bayern"]),
    ("en", ["Place 1 unrest cube in Bayern", "Place 2 unrest cubes in Bayern", "Place 5 unrest cubes in Bayern",
            "Place 12 unrest cubes in Bayern", "Place 22 unrest cubes in Bayern"]),
])
def test_icon_text_plurals(lang, texts):
    loc = Localizer()
    got = [loc.text("icon-place-unrest", lang, n=n, side=Ref("side", "west"), side_id="west",
                    where=Ref("province", "bayern"), **{"from": "", "from_id": "none"}) for n in COUNTS]
    assert got == texts


@pytest.mark.parametrize("lang, texts", [
    ("pl", ["1 fabryka Wschodu w Saksonii staje się przestarzała",
            "2 fabryki Wschodu w Saksonii stają się przestarzałe",
            "5 fabryk Wschodu w Saksonii staje się przestarzałych",
            "12 fabryk Wschodu w Saksonii staje się przestarzałych",
            "22 fabryki Wschodu w Saksonii stają się przestarzałe"]),
    ("uk", ["1 фабрика Сходу в Саксонії стає занедбаною",
            "2 фабрики Сходу в Саксонії стають занедбаними",
            "5 фабрик Сходу в Саксонії стають занедбаними",
            "12 фабрик Сходу в Саксонії стають занедбаними",
            "22 фабрики Сходу в Саксонії стають занедбаними"]),
])
def test_verbs_and_adjectives_agree_with_the_count(lang, texts):
    loc = Localizer()
    got = [loc.text("icon-rundown", lang, n=n, side=Ref("side", "east"), side_id="east",
                    where=Ref("province", "sachsen"), where_id="sachsen", **{"from": "", "from_id": "none"}) for n in COUNTS]
    assert got == texts


# --------------------------------------------------------------------------- errata


def test_an_erratum_changes_the_text_in_every_language(tmp_path: Path):
    copy = tmp_path / "content"
    shutil.copytree(content_dir(), copy)
    path = copy / "cards" / "decade-2.wsdv"
    text = path.read_text(encoding="utf-8")
    old = "row 2  icons place_unrest(west, 2)  where west_germany"
    assert text.count(old) == 1
    path.write_text(text.replace(old, "row 2  icons remove_unrest(west, 3)  where bayern"), encoding="utf-8")
    result = build(copy)
    assert result.ok, result.report.render()
    card = next(c for c in all_cards(result.rules) if str(c.id) == "25")
    after = {lang: CardText(result.rules, copy, lang).event(card) for lang in LANGS}
    assert after == {
        "en": "Place 2 unrest cubes in West Berlin. Remove 3 unrest cubes from Bayern.",
        "de": "Setze 2 Unruhewürfel in West-Berlin ein. Entferne 3 Unruhewürfel aus Bayern.",
        "pl": "Umieść 2 znaczniki niepokoju w Berlinie Zachodnim. Usuń 3 znaczniki niepokoju z Bawarii.",
        "uk": "Розмістіть 2 фішки заворушень у Західному Берліні. Приберіть 3 фішки заворушень із Баварії.",
        "it": "Piazzare 2 cubi sommossa a Berlino Ovest. Rimuovere 3 cubi sommossa da Bayern.",
        "fr": "Placez 2 cubes de trouble à Berlin-Ouest. Enlevez 3 cubes de trouble de Bayern.",
    }
    for lang in LANGS:
        assert after[lang] != GOLDEN["25"][lang]


# --------------------------------------------------------------------------- police power


@pytest.mark.parametrize("lang", LANGS)
def test_red_and_pink_police_power_say_how_they_differ(lang):
    """The two icons put the card in front of East alike; the icon entries (on the icons page and
    in every card text) must still tell them apart, or a reader cannot learn that only red feeds
    flight."""
    loc = Localizer()
    red, pink = (loc.text(f"icon-police-{colour}", lang) for colour in ("red", "pink"))
    assert red.split(":", 1)[1] != pink.split(":", 1)[1]
