#include "rules/redactions/armies/army_list.hpp"

#include <algorithm>
#include <charconv>
#include <map>
#include <set>
#include <sstream>

#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::redactions {
namespace {

using xml::Element;

// Bounds that catch typing slips without ruling out any house rule a club might write.
constexpr int maxMoraleBonus = 3;
constexpr int maxTokensOfAKind = 30;
constexpr int maxValue = 40;
constexpr int maxRange = 400;
constexpr int maxPoints = 500;
constexpr int maxSeniorDraw = 6;
constexpr int maxJuniorDraw = 3;

std::string readId(const Element& element) {
    const std::string id = element.required("id");
    const bool wellFormed = !id.empty() && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    });
    if (!wellFormed) element.fail("id '" + id + "' may hold only a-z, 0-9 and '-'");
    return id;
}

std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> all;
    for (std::string word; in >> word;) all.push_back(word);
    return all;
}

template <typename Enum, std::size_t N>
std::vector<Enum> readNames(const Element& element, std::string_view attribute,
                            const std::array<model::EnumName<Enum>, N>& table,
                            std::string_view what) {
    std::vector<Enum> values;
    for (const auto& word : words(element.optional(attribute).value_or(""))) {
        const auto value = model::valueNamed(table, word);
        if (!value) {
            element.fail("unknown " + std::string(what) + " '" + word +
                         "' (known: " + model::joinedNames(table) + ")");
        }
        if (std::find(values.begin(), values.end(), *value) != values.end()) {
            element.fail(std::string(what) + " '" + word + "' is given twice");
        }
        values.push_back(*value);
    }
    return values;
}

int readBonus(const std::string& text) {
    const char* first = text.data();
    const char* last = text.data() + text.size();
    if (first != last && *first == '+') ++first;
    int value = 0;
    const auto [end, error] = std::from_chars(first, last, value);
    if (text.empty() || error != std::errc{} || end != last || value < -maxMoraleBonus ||
        value > maxMoraleBonus) {
        throw std::invalid_argument("'" + text + "' is not a morale bonus from -" +
                                    std::to_string(maxMoraleBonus) + " to +" +
                                    std::to_string(maxMoraleBonus));
    }
    return value;
}

bool rollsDirectHits(Arm arm) {
    return arm == Arm::FieldGuns || arm == Arm::HeavyGuns || arm == Arm::Mortars;
}

bool mayCarryGuns(Arm arm) {
    return arm == Arm::Tank || arm == Arm::ArmouredCar || arm == Arm::Train;
}

void readDirectHit(const Element& element, TroopType& troop) {
    troop.directHit = element.optionalNamed("direct-hit", gunClassNames, "a direct-hit class");
    troop.earlyArtillery = element.optionalBool("early-artillery", false);
    const bool hasGuns = troop.directHit.has_value();
    if (rollsDirectHits(troop.arm) && !hasGuns) {
        element.fail("a " + std::string(nameOf(armNames, troop.arm)) +
                     " base rolls direct hits: give direct-hit=\"field-gun\" or \"other\"");
    }
    if (hasGuns && !rollsDirectHits(troop.arm) && !mayCarryGuns(troop.arm)) {
        element.fail("a " + std::string(nameOf(armNames, troop.arm)) +
                     " base has no guns, so no direct-hit class");
    }
    if (troop.earlyArtillery && !hasGuns) {
        element.fail("early-artillery needs a direct-hit class");
    }
}

TroopType readTroop(const Element& element) {
    element.allowOnly({"id", "name", "arm", "charge", "fear", "serious", "rally", "shooting",
                       "range", "fighting", "move", "evasive-move", "direct-hit", "early-artillery",
                       "characteristics", "dismounts-as", "engineers", "grenadiers", "points"});
    TroopType troop;
    troop.id = readId(element);
    troop.name = element.required("name");
    troop.arm = element.requiredNamed("arm", armNames, "an arm");
    troop.success = {element.requiredInt("charge", 2, 12), element.requiredInt("fear", 2, 12),
                     element.requiredInt("serious", 2, 12), element.requiredInt("rally", 2, 12)};
    troop.shooting = element.requiredInt("shooting", 0, maxValue);
    troop.range = element.requiredInt("range", 0, maxRange);
    troop.fighting = element.requiredInt("fighting", 0, maxValue);
    troop.move = element.requiredInt("move", 0, maxValue);
    troop.evasiveMove = element.optionalInt("evasive-move", 0, troop.move);
    readDirectHit(element, troop);
    troop.characteristics =
        readNames(element, "characteristics", characteristicNames, "characteristic");
    troop.dismountsAs = element.optional("dismounts-as");
    if (troop.dismountsAs && troop.arm != Arm::Sabres) {
        element.fail("only sabres dismount; a " + std::string(nameOf(armNames, troop.arm)) +
                     " base has no dismounts-as");
    }
    troop.engineers = element.optionalBool("engineers", false);
    troop.grenadiers = element.optionalBool("grenadiers", false);
    if ((troop.engineers || troop.grenadiers) && troop.arm != Arm::Riflemen) {
        element.fail("only riflemen are engineers or grenadiers, not " +
                     std::string(nameOf(armNames, troop.arm)));
    }
    troop.points = element.requiredInt("points", 1, maxPoints);
    return troop;
}

// Cavalry dismount as an infantry type of the same list ("Dismounting").
void checkDismounts(const std::vector<Element>& elements, const std::vector<TroopType>& troops) {
    for (std::size_t i = 0; i < troops.size(); ++i) {
        if (!troops[i].dismountsAs) continue;
        const auto& target = *troops[i].dismountsAs;
        const auto found = std::find_if(troops.begin(), troops.end(),
                                        [&](const TroopType& t) { return t.id == target; });
        if (found == troops.end()) {
            elements[i].fail("dismounts-as '" + target + "' is not a troop type of this army");
        }
        if (found->arm != Arm::Riflemen) {
            elements[i].fail("dismounts-as '" + target + "' is " +
                             std::string(nameOf(armNames, found->arm)) +
                             ", but cavalry dismount as riflemen");
        }
    }
}

std::vector<OfficerToken> readTokenPool(const Element& pool) {
    pool.allowOnly({}, {"token"});
    std::vector<OfficerToken> tokens;
    for (const auto& element : pool.children("token")) {
        element.allowOnly({"bonus", "characteristics", "count"});
        OfficerToken token;
        token.moraleBonus = element.requiredAs("bonus", readBonus);
        token.characteristics = readNames(element, "characteristics", officerCharacteristicNames,
                                          "officer characteristic");
        const int count = element.optionalInt("count", 1, maxTokensOfAKind).value_or(1);
        tokens.insert(tokens.end(), static_cast<std::size_t>(count), token);
    }
    if (tokens.empty()) pool.fail("an officer token pool needs at least one <token>");
    return tokens;
}

OfficerDrawRule readDrawRule(const Element& element) {
    element.allowOnly({"senior-draw", "junior-draw"});
    return {element.requiredInt("senior-draw", 1, maxSeniorDraw),
            element.requiredInt("junior-draw", 1, maxJuniorDraw)};
}

std::string childText(const Element& root, std::string_view name) {
    const auto child = root.optionalChild(name);
    if (!child) return "";
    child->allowOnly({}, {}, true);
    return child->text();
}

}  // namespace

int SuccessNumbers::of(MoraleTest test) const {
    switch (test) {
        case MoraleTest::Charge: return charge;
        case MoraleTest::Fear: return fear;
        case MoraleTest::Serious: return serious;
        case MoraleTest::Rally: return rally;
    }
    return 0;
}

bool TroopType::has(Characteristic characteristic) const {
    return std::find(characteristics.begin(), characteristics.end(), characteristic) !=
           characteristics.end();
}

bool OfficerToken::has(OfficerCharacteristic characteristic) const {
    return std::find(characteristics.begin(), characteristics.end(), characteristic) !=
           characteristics.end();
}

std::string tokenLabel(const OfficerToken& token) {
    std::string label = token.moraleBonus > 0 ? "+" + std::to_string(token.moraleBonus)
                                              : std::to_string(token.moraleBonus);
    for (const auto characteristic : token.characteristics) {
        label += " ";
        label += nameOf(officerCharacteristicNames, characteristic);
    }
    return label;
}

const TroopType* ArmyList::troop(std::string_view troopId) const {
    for (const auto& candidate : troops) {
        if (candidate.id == troopId) return &candidate;
    }
    return nullptr;
}

namespace {

ArmyList readArmyList(const xml::Document& document, const std::filesystem::path& file) {
    const Element root = document.root("army");
    root.allowOnly({"id", "name", "flight-percent", "provisional"},
                   {"description", "provisional-note", "officer-draw", "troop", "token-pool"});
    ArmyList army;
    army.file = file;
    army.id = readId(root);
    army.name = root.required("name");
    army.flightPercent = root.requiredInt("flight-percent", 1, 100);
    army.provisional = root.optionalBool("provisional", false);
    army.description = childText(root, "description");
    army.provisionalNote = childText(root, "provisional-note");
    if (army.provisional && army.provisionalNote.empty()) {
        root.fail("a provisional army list needs a <provisional-note> saying what to replace");
    }
    army.drawRule = readDrawRule(root.requiredChild("officer-draw"));

    const auto troopElements = root.children("troop");
    if (troopElements.empty()) root.fail("an army list needs at least one <troop>");
    std::set<std::string> ids;
    for (const auto& element : troopElements) {
        army.troops.push_back(readTroop(element));
        if (!ids.insert(army.troops.back().id).second) {
            element.fail("troop id '" + army.troops.back().id + "' is used twice in this army");
        }
    }
    checkDismounts(troopElements, army.troops);
    army.tokenPool = readTokenPool(root.requiredChild("token-pool"));
    return army;
}

}  // namespace

ArmyList loadArmyList(const std::filesystem::path& file) {
    return readArmyList(xml::Document::load(file), file);
}

ArmyList parseArmyList(std::string text, const std::string& sourceName) {
    return readArmyList(xml::Document::parse(std::move(text), sourceName), sourceName);
}

std::vector<ArmyEntry> findArmyLists(const std::vector<std::filesystem::path>& folders) {
    std::map<std::string, ArmyEntry> byId;
    for (const auto& folder : folders) {
        std::error_code error;
        if (!std::filesystem::is_directory(folder, error)) continue;
        std::vector<std::filesystem::path> files;
        for (const auto& item : std::filesystem::directory_iterator(folder)) {
            if (item.path().extension() == ".xml") files.push_back(item.path());
        }
        std::sort(files.begin(), files.end());
        std::map<std::string, std::filesystem::path> inThisFolder;
        for (const auto& file : files) {
            const auto army = loadArmyList(file);
            const auto [previous, isNew] = inThisFolder.emplace(army.id, file);
            if (!isNew) {
                xml::Document::load(file).root("army").fail(
                    "army id '" + army.id + "' is also used by " + previous->second.string());
            }
            byId.try_emplace(
                army.id, ArmyEntry{army.id, army.name, army.flightPercent, army.provisional, file});
        }
    }
    std::vector<ArmyEntry> entries;
    for (auto& [id, entry] : byId) entries.push_back(std::move(entry));
    return entries;
}

}  // namespace tachanka::rules::redactions
