/**
 * Passwords seen most often in breach corpora and published top lists (lower-cased, 430 entries), written down
 * from those lists. A stand-in until an offline list package (e.g. `@zxcvbn-ts/language-common`) is added:
 * docs/decisions/154.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
123456 123456789 12345678 password qwerty 12345 1234567 111111 1234567890 123123 abc123 1234 password1
iloveyou 1q2w3e4r 000000 qwerty123 zaq12wsx dragon sunshine princess letmein 654321 monkey 27653 1qaz2wsx
123321 qwertyuiop superman asdfghjkl asdfghjk asdfgh zxcvbnm zxcvbnm1 qazwsx qazwsxedc 1qazxsw2 q1w2e3r4
q1w2e3r4t5 q1w2e3r4t5y6 1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e 123qwe 123qweasd 123qweasdzxc qweasdzxc qweasd qwer1234
qwerty1 qwerty12 qwerty1234 qwertyu qwertyui password12 password123 password1234 passw0rd p@ssw0rd p@ssword
pa$$word passwort motdepasse contrasena senha welcome welcome1 welcome123 admin admin123 administrator root
toor login guest master master123 letmein1 changeme trustno1 football baseball basketball soccer hockey
jordan23 jordan michael michael1 jennifer jessica ashley daniel charlie charlie1 thomas robert matthew andrew
joshua george hunter hunter2 ranger buster shadow tigger tiger pepper ginger maggie killer batman batman1
spiderman starwars pokemon naruto computer internet freedom whatever nothing secret secret123 hello hello123
hellokitty flower flowers sunshine1 sunflower butterfly lovely loveme love123 iloveyou1 iloveyou2 iloveu
iloveyou! lovelove 123love mylove babygirl baby123 angel angel1 angels princess1 chocolate cookie cheese
banana orange apple summer winter spring autumn august september october november december january february
monday friday sunday 11111111 00000000 88888888 66666666 12341234 11223344 112233 121212 123123123 987654321
9876543210 87654321 7654321 1234qwer asdf1234 asd123 zxc123 zxcvbn 1234abcd abcd1234 a1b2c3d4 a1b2c3 aa123456
abc12345 abcdef abcdefg abcdefgh abcd123 696969 mustang access shadow1 superman1 qwertyuiop1 monkey1 dragon1
princesa nicole daniel1 anthony william liverpool chelsea arsenal barcelona realmadrid manchester yankees
cowboys eagles steelers lakers packers dallas samsung iphone google facebook linkedin twitter youtube myspace
microsoft apple123 windows linux ubuntu oracle blink182 metallica slipknot eminem nirvana 1qaz2wsx3edc
zaq1zaq1 zaq1xsw2 xsw2zaq1 1qaz1qaz 2wsx3edc asdfasdf qwerqwer zxczxc qweqwe asdasd 123abc abc123456 qwe123
qwe123qwe 123456a 123456q a123456 a12345 q123456 1q2w3e4r5 password2 password12345 passwordpassword pass1234
pass123 passpass test test123 test1234 testtest temp123 demo demo123 user user123 default 1234567891
12345678910 0123456789 01234567 147258369 159753 159357 741852963 963852741 147852369 258456 999999 888888
777777 555555 333333 222222 101010 131313 202020 232323 242424 252525 777777777 999999999 111111111 000000000
1111111111 987654 9876543 superstar rockstar football1 baseball1 soccer1 michelle amanda jessica1 ashley1
samantha melissa nicole1 heather hannah sophie chloe emily olivia matthew1 justin taylor austin dakota cameron
brandon jasmine diamond silver golden gold money money123 dollar rich lucky lucky7 lucky123 magic wizard
merlin gandalf matrix neo zion trinity phoenix falcon eagle viper cobra tigers lions wolf wolves bear bears
dolphin horse unicorn dragon123 fuckyou fuckyou1 fuckoff asshole bitch bitch1 shit sex sexy sexy123 pussy
hottie hotmail gmail yahoo pass@123 admin@123 admin1234 root123 rootroot letmein123 welcome2 welcome12
welcome01 changeme123 iloveyou123 qwerty12345 1qazzaq1 qwaszx 12qwaszx q2w3e4r5 zaqxsw 1z2x3c4v zxcvbnm123
asdfghjkl1 poiuytrewq lkjhgfdsa mnbvcxz trustno1! password! password1! princess123 sunshine123 football123
baseball123 monkey123 shadow123 master1 dragon12 azerty azerty123 azertyuiop 1234azer qwertz qwertz123
123456789a 123456789q 12345678a 1234567a 12345a 1234a
`
    .split(/\s+/)
    .filter(Boolean),
);
