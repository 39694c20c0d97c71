#pragma once
// A small valid army list for loader tests, line by line so a test can break one line and
// expect the error on that line.

#include <string>

namespace tachanka::testing {

// Line numbers of the lines a test may replace.
inline constexpr int armyLine = 2;
inline constexpr int riflemenLine = 5;
inline constexpr int cavalryLine = 6;
inline constexpr int gunLine = 7;
inline constexpr int tokenLine = 9;

inline std::string armyText(std::string army =
                                R"(<army id="test-army" name="Test Army" flight-percent="40">)",
                            std::string riflemen =
                                R"(<troop id="rifles" name="Rifles" arm="riflemen" charge="7" fear="7" serious="7" rally="6" shooting="3" range="12" fighting="3" move="6" evasive-move="3" characteristics="skirmisher" points="6"/>)",
                            std::string cavalry =
                                R"(<troop id="horse" name="Horse" arm="sabres" charge="8" fear="8" serious="8" rally="7" shooting="1" range="6" fighting="4" move="12" dismounts-as="rifles" points="10"/>)",
                            std::string gun =
                                R"(<troop id="guns" name="Guns" arm="field-guns" charge="7" fear="7" serious="7" rally="6" shooting="6" range="80" fighting="1" move="8" direct-hit="field-gun" points="12"/>)",
                            std::string token = R"(<token bonus="+1" characteristics="clever" count="2"/>)") {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" +  // line 1
           army + "\n" +                                    // line 2
           "<officer-draw senior-draw=\"3\" junior-draw=\"1\"/>\n"  // line 3
           "<description>Кутепов's test army</description>\n" +    // line 4
           riflemen + "\n" +                                        // line 5
           cavalry + "\n" +                                         // line 6
           gun + "\n" +                                             // line 7
           "<token-pool>\n" +                                       // line 8
           token + "\n" +                                           // line 9
           "<token bonus=\"-1\"/>\n"                                // line 10
           "</token-pool>\n"
           "</army>\n";
}

}  // namespace tachanka::testing
